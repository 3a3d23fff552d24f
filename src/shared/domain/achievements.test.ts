import { describe, expect, it } from 'vitest';
import {
  achievementProgress,
  achievements,
  progressPercent,
  unlockedAchievements,
  type AchievementStats,
} from './achievements.ts';
import type { MealType } from './catalog.ts';

const none: AchievementStats = {
  recipesCreated: 0,
  bestStarReceived: 0,
  favoritesReceived: 0,
  recipesByMealType: { Desayuno: 0, Almuerzo: 0, Cena: 0, Postre: 0, Snack: 0 },
  recipesExplored: 0,
  commentsWritten: 0,
  postsWithImage: 0,
  pantryMasterAchieved: false,
  followingCount: 0,
};

const stats = (changes: Partial<AchievementStats>): AchievementStats => ({ ...none, ...changes });
const meals = (mealType: MealType, n: number): AchievementStats =>
  stats({ recipesByMealType: { ...none.recipesByMealType, [mealType]: n } });

/** Each id locked one below its threshold and unlocked at it (SPEC §9). */
const boundaries: [id: string, below: AchievementStats, at: AchievementStats][] = [
  ['first_recipe', stats({ recipesCreated: 0 }), stats({ recipesCreated: 1 })],
  ['apprentice_chef', stats({ recipesCreated: 4 }), stats({ recipesCreated: 5 })],
  ['rising_master', stats({ recipesCreated: 9 }), stats({ recipesCreated: 10 })],
  ['prolific_chef', stats({ recipesCreated: 19 }), stats({ recipesCreated: 20 })],
  ['golden_chef', stats({ recipesCreated: 49 }), stats({ recipesCreated: 50 })],
  ['culinary_legend', stats({ recipesCreated: 99 }), stats({ recipesCreated: 100 })],
  ['taste_approved', stats({ bestStarReceived: 2 }), stats({ bestStarReceived: 3 })],
  ['path_to_perfection', stats({ bestStarReceived: 3 }), stats({ bestStarReceived: 4 })],
  ['culinary_masterpiece', stats({ bestStarReceived: 4 }), stats({ bestStarReceived: 5 })],
  ['initial_popularity', stats({ favoritesReceived: 4 }), stats({ favoritesReceived: 5 })],
  ['special_touch', stats({ favoritesReceived: 9 }), stats({ favoritesReceived: 10 })],
  ['cookbook_star', stats({ favoritesReceived: 19 }), stats({ favoritesReceived: 20 })],
  ['favorite_chef', stats({ favoritesReceived: 49 }), stats({ favoritesReceived: 50 })],
  ['most_loved_recipe', stats({ favoritesReceived: 99 }), stats({ favoritesReceived: 100 })],
  ['dawn_master', meals('Desayuno', 4), meals('Desayuno', 5)],
  ['midday_chef', meals('Almuerzo', 4), meals('Almuerzo', 5)],
  ['night_chef', meals('Cena', 4), meals('Cena', 5)],
  ['king_of_cravings', meals('Snack', 4), meals('Snack', 5)],
  ['sweet_master', meals('Postre', 4), meals('Postre', 5)],
  ['culinary_explorer', stats({ recipesExplored: 99 }), stats({ recipesExplored: 100 })],
  ['gastronomic_critic', stats({ commentsWritten: 9 }), stats({ commentsWritten: 10 })],
  ['picture_perfect', stats({ postsWithImage: 0 }), stats({ postsWithImage: 1 })],
  ['pantry_master', stats({ pantryMasterAchieved: false }), stats({ pantryMasterAchieved: true })],
  ['gourmet_follower', stats({ followingCount: 9 }), stats({ followingCount: 10 })],
];

describe('achievements table', () => {
  it('holds the ids and thresholds of SPEC §9, each once', () => {
    expect(achievements.map((a) => a.id)).toEqual(boundaries.map(([id]) => id));
    expect(Object.fromEntries(achievements.map((a) => [a.id, a.threshold]))).toEqual({
      first_recipe: 1,
      apprentice_chef: 5,
      rising_master: 10,
      prolific_chef: 20,
      golden_chef: 50,
      culinary_legend: 100,
      taste_approved: 3,
      path_to_perfection: 4,
      culinary_masterpiece: 5,
      initial_popularity: 5,
      special_touch: 10,
      cookbook_star: 20,
      favorite_chef: 50,
      most_loved_recipe: 100,
      dawn_master: 5,
      midday_chef: 5,
      night_chef: 5,
      king_of_cravings: 5,
      sweet_master: 5,
      culinary_explorer: 100,
      gastronomic_critic: 10,
      picture_perfect: 1,
      pantry_master: 1,
      gourmet_follower: 10,
    });
  });

  it('uses the titles SPEC gives and a Spanish title, description and icon for every one', () => {
    const titles = Object.fromEntries(achievements.map((a) => [a.id, a.title]));
    expect(titles).toMatchObject({
      taste_approved: 'Sabor aprobado',
      path_to_perfection: 'En el camino a la perfección',
      gastronomic_critic: 'El crítico gastronómico',
      picture_perfect: 'Un plato de foto',
      first_recipe: 'Primera receta',
    });
    for (const a of achievements) {
      expect(a.title.trim(), a.id).not.toBe('');
      expect(a.description.trim(), a.id).not.toBe('');
      expect(a.icon.trim(), a.id).not.toBe('');
    }
  });
});

describe('unlockedAchievements', () => {
  it('unlocks nothing for a new cook', () => {
    expect(unlockedAchievements(none)).toEqual([]);
  });

  it.each(boundaries)('%s: locked one below the threshold, unlocked at it', (id, below, at) => {
    expect(unlockedAchievements(below)).not.toContain(id);
    expect(unlockedAchievements(at)).toContain(id);
  });

  it('unlocks every lower star level with a higher one', () => {
    expect(unlockedAchievements(stats({ bestStarReceived: 5 }))).toEqual([
      'taste_approved',
      'path_to_perfection',
      'culinary_masterpiece',
    ]);
  });

  it('counts only the meal type of each specialty', () => {
    expect(unlockedAchievements(meals('Cena', 7))).toEqual(['night_chef']);
  });
});

describe('achievementProgress', () => {
  const byId = (id: string) => achievements.find((a) => a.id === id)!;

  it('reads the counter of the achievement', () => {
    expect(achievementProgress(byId('apprentice_chef'), stats({ recipesCreated: 3 }))).toBe(3);
    expect(achievementProgress(byId('gourmet_follower'), stats({ followingCount: 12 }))).toBe(12);
  });

  it('is the best star level reached for the star group', () => {
    expect(achievementProgress(byId('culinary_masterpiece'), stats({ bestStarReceived: 4 }))).toBe(4);
  });

  it('is the count of the meal type for a specialty', () => {
    expect(achievementProgress(byId('sweet_master'), meals('Postre', 2))).toBe(2);
    expect(achievementProgress(byId('sweet_master'), meals('Cena', 2))).toBe(0);
  });

  it('is 0 or 1 for pantry_master', () => {
    expect(achievementProgress(byId('pantry_master'), none)).toBe(0);
    expect(achievementProgress(byId('pantry_master'), stats({ pantryMasterAchieved: true }))).toBe(1);
  });
});

describe('progressPercent', () => {
  it('is progress over threshold', () => {
    expect(progressPercent(0, 10)).toBe(0);
    expect(progressPercent(3, 10)).toBe(30);
    expect(progressPercent(2, 3)).toBeCloseTo(66.667, 2);
  });
  it('is capped at 100', () => {
    expect(progressPercent(10, 10)).toBe(100);
    expect(progressPercent(150, 100)).toBe(100);
  });
  it('never goes below 0 or divides by zero', () => {
    expect(progressPercent(-1, 10)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });
});
