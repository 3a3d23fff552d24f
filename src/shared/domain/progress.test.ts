// The game's rules on their own: the level curve, weeks on the cook's calendar, the streak with its
// comodines, and the weekly challenge.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  challengeOfWeek,
  challengeProgress,
  challenges,
  isTimeZone,
  levelOf,
  levelStart,
  levelTitles,
  localDate,
  startOfLocalDate,
  weekOf,
  weekStreak,
  type WeekCook,
} from './progress.ts';

describe('levels', () => {
  it('start at «Pinche» and climb the brigade, each level asking more than the one before', () => {
    expect(levelOf(0)).toEqual({ level: 1, levelTitle: 'Pinche', levelXp: 0, nextLevelXp: 100 });
    expect(levelOf(99)).toMatchObject({ level: 1, levelXp: 99 });
    expect(levelOf(100)).toEqual({ level: 2, levelTitle: 'Ayudante de cocina', levelXp: 0, nextLevelXp: 200 });
    expect(levelOf(350)).toEqual({ level: 3, levelTitle: 'Cocinero', levelXp: 50, nextLevelXp: 400 });
    expect(levelOf(6000)).toMatchObject({ level: 7, levelTitle: 'Gran chef', levelXp: 0 });
    expect(levelOf(12_345)).toMatchObject({ level: 8, levelTitle: 'Gran chef', levelXp: 1345, nextLevelXp: 5000 });
    expect(levelTitles).toEqual(['Pinche', 'Ayudante de cocina', 'Cocinero', 'Jefe de partida', 'Sous-chef', 'Chef', 'Gran chef']);
    for (let level = 2; level < 12; level++) {
      expect(levelStart(level + 1) - levelStart(level)).toBeGreaterThanOrEqual(levelStart(level) - levelStart(level - 1));
      expect(levelOf(levelStart(level)).level).toBe(level);
      expect(levelOf(levelStart(level) - 1).level).toBe(level - 1);
    }
  });

  it('never goes below level 1, whatever number arrives', () => {
    expect(levelOf(-50)).toMatchObject({ level: 1, levelXp: 0 });
    expect(levelOf(Number.NaN).level).toBe(1);
  });
});

describe('weeks on the cook’s calendar', () => {
  it('knows real IANA time zones and refuses made-up ones', () => {
    for (const zone of ['America/Caracas', 'America/Lima', 'America/Mexico_City', 'Europe/Madrid', 'UTC']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Marte/Olympus', 'America/Caracass', '', 'x'.repeat(80), '../etc', 'Europe/Madrid\n']) expect(isTimeZone(zone)).toBe(false);
  });

  it('start on Monday at midnight in the cook’s time zone', () => {
    // Sunday 23:30 in Caracas (UTC−4) is already Monday in Madrid.
    const instant = new Date('2026-11-30T03:30:00Z');
    expect(localDate(instant, 'America/Caracas')).toBe('2026-11-29');
    expect(weekOf(instant, 'America/Caracas')).toBe('2026-11-23');
    expect(weekOf(instant, 'Europe/Madrid')).toBe('2026-11-30');
    expect(startOfLocalDate('2026-11-30', 'America/Caracas').toISOString()).toBe('2026-11-30T04:00:00.000Z');
    expect(startOfLocalDate('2026-11-30', 'Europe/Madrid').toISOString()).toBe('2026-11-29T23:00:00.000Z');
    // Madrid's clocks go forward on 29 March 2026: that week starts on CET, the next one on CEST.
    expect(startOfLocalDate('2026-03-30', 'Europe/Madrid').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });
});

describe('the weekly streak', () => {
  const weeks = (first: string, n: number, skip: number[] = []) =>
    Array.from({ length: n }, (_, i) => addDays(first, 7 * i)).filter((_, i) => !skip.includes(i));

  it('counts weeks in a row; this week is pending until a cook, and then counts', () => {
    const cooked = weeks('2026-10-05', 3);
    expect(weekStreak(cooked, '2026-10-26')).toEqual({ weekStreak: 3, streakFreezes: 0, thisWeek: 'pending' });
    expect(weekStreak([...cooked, '2026-10-26'], '2026-10-26')).toEqual({ weekStreak: 4, streakFreezes: 1, thisWeek: 'cooked' });
    expect(weekStreak([], '2026-10-26')).toEqual({ weekStreak: 0, streakFreezes: 0, thisWeek: 'pending' });
  });

  it('breaks on a missed week without a comodín', () => {
    expect(weekStreak(weeks('2026-10-05', 5, [2]), '2026-11-09')).toMatchObject({ weekStreak: 2, streakFreezes: 0 });
    // Two whole weeks without cooking: the streak is gone even before this week's cook.
    expect(weekStreak(weeks('2026-10-05', 2), '2026-11-02')).toMatchObject({ weekStreak: 0, thisWeek: 'pending' });
  });

  it('earns a comodín every 4 weeks (at most 2) and spends one on a missed week by itself', () => {
    // 4 weeks cooked, one missed (saved), then 2 more: the streak goes on to 6, the comodín is spent.
    expect(weekStreak(weeks('2026-09-07', 7, [4]), '2026-10-26')).toEqual({ weekStreak: 6, streakFreezes: 0, thisWeek: 'pending' });
    // 12 weeks in a row would earn 3; a cook holds at most 2.
    expect(weekStreak(weeks('2026-08-03', 12), '2026-10-26')).toMatchObject({ weekStreak: 12, streakFreezes: 2 });
    // Two comodines save two missed weeks in a row; a third missed week breaks the streak.
    expect(weekStreak(weeks('2026-08-03', 10, [8, 9]), '2026-10-12')).toMatchObject({ weekStreak: 8, streakFreezes: 0 });
    expect(weekStreak(weeks('2026-08-03', 8), '2026-10-19')).toMatchObject({ weekStreak: 0, streakFreezes: 0 });
  });
});

describe('the weekly challenge', () => {
  it('is the same for everyone in a week, changes every week and goes through the whole catalogue', () => {
    const weeks = Array.from({ length: challenges.length }, (_, i) => addDays('2026-11-23', 7 * i));
    const chosen = weeks.map((week) => challengeOfWeek(week).id);
    expect(new Set(chosen).size).toBe(challenges.length);
    expect(challengeOfWeek('2026-11-23')).toBe(challengeOfWeek('2026-11-23'));
    for (let i = 1; i < weeks.length; i++) expect(challengeOfWeek(weeks[i]!).rule.kind).not.toBe(challengeOfWeek(weeks[i - 1]!).rule.kind);
    expect(challengeOfWeek(addDays('2026-11-23', 7 * challenges.length))).toBe(challengeOfWeek('2026-11-23'));
    expect(challenges.map((c) => c.title)).toEqual(expect.arrayContaining(['Cocina 3 recetas de desayuno', 'Prueba una receta peruana', 'Cocina con lo que tienes 2 veces']));
  });

  it('counts the week’s cooks by its rule, a recipe cooked twice the same day once, never past the goal', () => {
    const cook = (recipeId: string, date: string, more: Partial<WeekCook> = {}): WeekCook => ({
      recipeId, date, mealType: 'Desayuno', nationality: 'Peruana', fromPantry: false, othersRecipe: true, ...more,
    });
    const breakfast = challenges.find((c) => c.id === 'breakfast-3')!;
    expect(challengeProgress(breakfast, [cook('a', '2026-11-23'), cook('a', '2026-11-23'), cook('a', '2026-11-23')])).toBe(1);
    expect(challengeProgress(breakfast, [cook('a', '2026-11-23'), cook('a', '2026-11-24'), cook('b', '2026-11-24', { mealType: 'Cena' })])).toBe(2);
    expect(challengeProgress(breakfast, ['a', 'b', 'c', 'd'].map((id) => cook(id, '2026-11-25')))).toBe(3);
    const pantry = challenges.find((c) => c.id === 'pantry-2')!;
    expect(challengeProgress(pantry, [cook('a', '2026-11-23', { fromPantry: true }), cook('b', '2026-11-23')])).toBe(1);
    const days = challenges.find((c) => c.id === 'days-3')!;
    expect(challengeProgress(days, [cook('a', '2026-11-23'), cook('b', '2026-11-23'), cook('c', '2026-11-26')])).toBe(2);
    const others = challenges.find((c) => c.id === 'others-2')!;
    expect(challengeProgress(others, [cook('a', '2026-11-23', { othersRecipe: false }), cook('b', '2026-11-23')])).toBe(1);
  });
});
