// The game beyond medals (issue 13): experience (XP) and levels, the weekly streak with its «comodines»,
// and the weekly challenge. The server computes all of it from rows in the database (DESIGN §3); these
// are the rules it computes with, shared so the screens can explain them with the same numbers.
import type { MealType, Nationality } from './catalog.ts';

// ---- experience ----

/**
 * XP per fact. Each is counted from a row that exists, so removing the row removes its XP, and each is
 * counted once however often the action is repeated:
 * - a finished cook session, once per recipe per day in the cook's time zone (the best of that day);
 * - a published recipe, once per recipe;
 * - a community post with a photo of a recipe the cook finished cooking, once per recipe per day;
 * - a first comment on someone else's recipe, once per recipe;
 * - a rating or a favourite that someone else gives one of the cook's recipes, once per person and recipe;
 * - the weekly challenge, once per week.
 */
export const xpRules = {
  cookFinished: 20,
  /** Instead of cookFinished, when every ingredient was checked off before cooking. */
  cookFinishedVerified: 30,
  recipePublished: 50,
  cookedPhotoPost: 15,
  firstComment: 5,
  ratingReceived: 5,
  favoriteReceived: 5,
  weeklyChallenge: 100,
} as const;

// ---- levels ----

/** Kitchen brigade titles, from the apprentice to the top; the last one is kept from then on. */
export const levelTitles = [
  'Pinche',
  'Ayudante de cocina',
  'Cocinero',
  'Jefe de partida',
  'Sous-chef',
  'Chef',
  'Gran chef',
] as const;

/**
 * The XP at which each titled level starts (level 1 at 0). Each level asks about twice the one before:
 * a cook who cooks three times a week and completes the challenge reaches «Cocinero» in about two weeks,
 * «Chef» in about four months. After «Gran chef» (level 7) a new level comes every `xpPerLevelAfterLast`.
 */
export const levelStarts = [0, 100, 300, 700, 1500, 3000, 6000] as const;
export const xpPerLevelAfterLast = 5000;

/** The XP at which `level` (1, 2, …) starts. */
export function levelStart(level: number): number {
  if (level <= levelStarts.length) return levelStarts[Math.max(level, 1) - 1]!;
  return levelStarts.at(-1)! + (level - levelStarts.length) * xpPerLevelAfterLast;
}

export interface Level {
  level: number;
  levelTitle: string;
  /** XP earned since this level started. */
  levelXp: number;
  /** XP this level spans: when levelXp reaches it, the next level starts. */
  nextLevelXp: number;
}

export function levelOf(xp: number): Level {
  const total = Math.max(0, Math.floor(xp));
  let level = 1;
  while (levelStart(level + 1) <= total) level++;
  return {
    level,
    levelTitle: levelTitles[Math.min(level, levelTitles.length) - 1]!,
    levelXp: total - levelStart(level),
    nextLevelXp: levelStart(level + 1) - levelStart(level),
  };
}

// ---- weeks in the cook's time zone ----

/** Time zones are IANA names («America/Caracas»); until a device says its own, a cook's weeks run in UTC. */
export const defaultTimeZone = 'UTC';
export const timeZoneMaxLength = 64;

/** Whether `name` is written as an IANA time zone is (letters, digits, `_+-/`; at most timeZoneMaxLength). */
export const isTimeZoneName = (name: string): boolean =>
  Boolean(name) && name.length <= timeZoneMaxLength && /^[A-Za-z0-9_+\-/]+$/.test(name);

/** Whether the runtime knows the IANA time zone (a made-up or misspelt one is refused). */
export function isTimeZone(name: string): boolean {
  if (!isTimeZoneName(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time at `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute!, second: part.second! };
}

/** A calendar date as 'YYYY-MM-DD'. */
export type DateKey = string;

const toKey = (utcMidnight: number): DateKey => new Date(utcMidnight).toISOString().slice(0, 10);
const fromKey = (key: DateKey): number => Date.parse(`${key}T00:00:00Z`);
const dayMs = 86_400_000;

/** The key of the date `days` after `key` (negative for before). */
export const addDays = (key: DateKey, days: number): DateKey => toKey(fromKey(key) + days * dayMs);

/** The cook's calendar date at `instant`. */
export function localDate(instant: Date, timeZone: string): DateKey {
  const { year, month, day } = wallClock(instant, timeZone);
  return toKey(Date.UTC(year, month - 1, day));
}

/** Weeks start on Monday, as calendars do in Spain and Latin America: the Monday of `date`'s week. */
export function weekOfDate(date: DateKey): DateKey {
  const weekday = (new Date(fromKey(date)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/** The Monday that starts the cook's week at `instant`. */
export const weekOf = (instant: Date, timeZone: string): DateKey => weekOfDate(localDate(instant, timeZone));

/** The instant the cook's calendar reaches `date` at midnight (the first such instant on a DST change). */
export function startOfLocalDate(date: DateKey, timeZone: string): Date {
  const target = fromKey(date);
  let guess = target;
  // Two corrections settle any offset, including a day whose midnight a DST change skips.
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += target - seenAsUtc;
  }
  return new Date(guess);
}

// ---- the weekly streak ----

/** A «comodín» is earned every this many cooked weeks of a streak… */
export const weeksPerStreakFreeze = 4;
/** …and a cook holds at most this many. */
export const maxStreakFreezes = 2;

export interface WeekStreak {
  /** Weeks in a row with a finished cook, weeks saved by a comodín not counted, this week counted once cooked. */
  weekStreak: number;
  streakFreezes: number;
  /** Whether this week already counts, or still waits for a finished cook to keep the streak. */
  thisWeek: 'cooked' | 'pending';
}

/**
 * The streak up to `currentWeek`, from the Mondays of the weeks in which the cook finished a cook session.
 * A missed week spends a comodín if the cook holds one (the streak survives, not longer), and breaks the
 * streak otherwise. A week still under way never breaks anything: it is 'pending' until a cook.
 */
export function weekStreak(cookedWeeks: Iterable<DateKey>, currentWeek: DateKey): WeekStreak {
  const cooked = new Set(cookedWeeks);
  const past = [...cooked].filter((week) => week < currentWeek).sort();
  let streak = 0;
  let freezes = 0;
  const count = () => {
    streak++;
    if (streak % weeksPerStreakFreeze === 0) freezes = Math.min(maxStreakFreezes, freezes + 1);
  };
  if (past.length) {
    for (let week = past[0]!; week < currentWeek; week = addDays(week, 7)) {
      if (cooked.has(week)) count();
      else if (streak > 0 && freezes > 0) freezes--;
      else streak = 0;
    }
  }
  const thisWeek = cooked.has(currentWeek) ? 'cooked' : 'pending';
  if (thisWeek === 'cooked') count();
  return { weekStreak: streak, streakFreezes: freezes, thisWeek };
}

// ---- the weekly challenge ----

/** What the cook did this week, as far as challenges look: their finished cooks. */
export interface WeekCook {
  recipeId: string;
  mealType: MealType;
  nationality: Nationality;
  fromPantry: boolean;
  /** The recipe is someone else's. */
  othersRecipe: boolean;
  /** The cook's calendar date of the finish. */
  date: DateKey;
}

type ChallengeRule =
  | { kind: 'mealType'; mealType: MealType }
  | { kind: 'nationality'; nationality: Nationality }
  | { kind: 'fromPantry' }
  | { kind: 'distinctRecipes' }
  | { kind: 'othersRecipes' }
  | { kind: 'distinctDays' };

export interface Challenge {
  readonly id: string;
  readonly title: string;
  readonly goal: number;
  readonly rule: ChallengeRule;
}

/** The catalogue the weeks go through in turn, kinds alternating so two weeks in a row never ask the same. */
export const challenges: readonly Challenge[] = [
  { id: 'breakfast-3', title: 'Cocina 3 recetas de desayuno', goal: 3, rule: { kind: 'mealType', mealType: 'Desayuno' } },
  { id: 'peruvian-1', title: 'Prueba una receta peruana', goal: 1, rule: { kind: 'nationality', nationality: 'Peruana' } },
  { id: 'pantry-2', title: 'Cocina con lo que tienes 2 veces', goal: 2, rule: { kind: 'fromPantry' } },
  { id: 'dinner-2', title: 'Cocina 2 cenas', goal: 2, rule: { kind: 'mealType', mealType: 'Cena' } },
  { id: 'others-2', title: 'Cocina 2 recetas de otras personas', goal: 2, rule: { kind: 'othersRecipes' } },
  { id: 'mexican-1', title: 'Prueba una receta mexicana', goal: 1, rule: { kind: 'nationality', nationality: 'Mexicana' } },
  { id: 'days-3', title: 'Cocina 3 días distintos', goal: 3, rule: { kind: 'distinctDays' } },
  { id: 'dessert-1', title: 'Prepara un postre', goal: 1, rule: { kind: 'mealType', mealType: 'Postre' } },
  { id: 'venezuelan-1', title: 'Prueba una receta venezolana', goal: 1, rule: { kind: 'nationality', nationality: 'Venezolana' } },
  { id: 'distinct-4', title: 'Cocina 4 recetas distintas', goal: 4, rule: { kind: 'distinctRecipes' } },
  { id: 'lunch-3', title: 'Cocina 3 almuerzos', goal: 3, rule: { kind: 'mealType', mealType: 'Almuerzo' } },
  { id: 'spanish-1', title: 'Prueba una receta española', goal: 1, rule: { kind: 'nationality', nationality: 'Española' } },
  { id: 'pantry-1', title: 'Cocina una vez con lo que tienes a la mano', goal: 1, rule: { kind: 'fromPantry' } },
  { id: 'snack-2', title: 'Prepara 2 snacks', goal: 2, rule: { kind: 'mealType', mealType: 'Snack' } },
  { id: 'colombian-1', title: 'Prueba una receta colombiana', goal: 1, rule: { kind: 'nationality', nationality: 'Colombiana' } },
  { id: 'others-3', title: 'Cocina 3 recetas de otras personas', goal: 3, rule: { kind: 'othersRecipes' } },
];

/** Monday 1 January 2024, the week the catalogue starts from. */
const firstChallengeWeek = '2024-01-01';

/** The challenge of the week starting `week` (a Monday): the same for every cook whose week it is. */
export function challengeOfWeek(week: DateKey): Challenge {
  const weeks = Math.round((fromKey(week) - fromKey(firstChallengeWeek)) / (7 * dayMs));
  const n = challenges.length;
  return challenges[((weeks % n) + n) % n]!;
}

/**
 * How far the week's cooks go towards the challenge, never past its goal. A recipe cooked again the same
 * day counts once, as for XP: finishing one recipe three times in a row completes nothing.
 */
export function challengeProgress(challenge: Challenge, weekCooks: readonly WeekCook[]): number {
  const { rule } = challenge;
  const cooks = [...new Map(weekCooks.map((cook) => [`${cook.recipeId} ${cook.date}`, cook])).values()];
  const counted = (() => {
    switch (rule.kind) {
      case 'mealType':
        return cooks.filter((cook) => cook.mealType === rule.mealType).length;
      case 'nationality':
        return cooks.filter((cook) => cook.nationality === rule.nationality).length;
      case 'fromPantry':
        return cooks.filter((cook) => cook.fromPantry).length;
      case 'othersRecipes':
        return new Set(cooks.filter((cook) => cook.othersRecipe).map((cook) => cook.recipeId)).size;
      case 'distinctRecipes':
        return new Set(cooks.map((cook) => cook.recipeId)).size;
      case 'distinctDays':
        return new Set(cooks.map((cook) => cook.date)).size;
    }
  })();
  return Math.min(counted, challenge.goal);
}
