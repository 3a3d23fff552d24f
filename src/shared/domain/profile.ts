// Rules for a new cook's profile (SPEC §3: "Default new profile").
export const defaultBio = '¡Un chef en progreso!';
export const defaultFavoriteCuisine = 'Variada';

/** The display name when there is one, otherwise the part of the e-mail before the at-sign. */
export function usernameFrom(displayName: string | null | undefined, email: string): string {
  const name = displayName?.trim();
  if (name) return name.slice(0, 60);
  return (email.split('@')[0] ?? email).slice(0, 60);
}
