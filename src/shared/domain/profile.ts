// Rules for a new cook's profile (SPEC §3: "Default new profile") and for the name a cook shows.
export const defaultBio = '¡Un chef en progreso!';
export const defaultFavoriteCuisine = 'Variada';

export const displayNameMaxLength = 60;

// Spaces and the code points that draw nothing (zero-width spaces, joiners, Hangul fillers, BOM...).
const invisibleEdges = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]+|[\p{White_Space}\p{Default_Ignorable_Code_Point}]+$/gu;
// A mark alone, a control character or the blank Braille pattern draws nothing either.
const visibleCharacter = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{M}\u2800]/u;

/** The name as stored: without invisible characters at either end. */
export function trimDisplayName(name: string): string {
  return name.replace(invisibleEdges, '');
}

/** Why a (trimmed) name cannot be shown, or null when it can. */
export function displayNameProblem(name: string): 'empty' | 'tooLong' | null {
  if (!visibleCharacter.test(name)) return 'empty';
  if (name.length > displayNameMaxLength) return 'tooLong';
  return null;
}

/** The first `max` UTF-16 units, never splitting a surrogate pair, trimmed again. */
function cut(name: string, max: number): string {
  const end = /[\uD800-\uDBFF]/.test(name.charAt(max - 1)) ? max - 1 : max;
  return trimDisplayName(name.slice(0, end));
}

/**
 * The display name when it has a visible character, cut to the limit (names from a sign-in provider
 * are not refused), otherwise the part of the e-mail before the at-sign.
 */
export function usernameFrom(displayName: string | null | undefined, email: string): string {
  const name = trimDisplayName(displayName ?? '');
  if (displayNameProblem(name) !== 'empty') return cut(name, displayNameMaxLength);
  return cut(email.split('@')[0] ?? email, displayNameMaxLength);
}
