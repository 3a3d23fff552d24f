import type { MealType } from './catalog.ts';

/** What the server counts for a user; every achievement reads one of these (DESIGN §3). */
export interface AchievementStats {
  recipesCreated: number;
  /** Highest star rating any of the user's recipes got from another user, 0 if none. */
  bestStarReceived: number;
  favoritesReceived: number;
  recipesByMealType: Record<MealType, number>;
  recipesExplored: number;
  commentsWritten: number;
  postsWithImage: number;
  pantryMasterAchieved: boolean;
  followingCount: number;
}

export const achievementGroups = ['recipes', 'stars', 'favorites', 'specialties', 'additional'] as const;
export type AchievementGroup = (typeof achievementGroups)[number];

type CountedStat = Exclude<keyof AchievementStats, 'recipesByMealType' | 'pantryMasterAchieved'>;

/** Where an achievement's progress comes from: a counter, a flag (worth 1 when set), or one meal type. */
export type AchievementSource =
  { readonly stat: CountedStat | 'pantryMasterAchieved' } | { readonly mealType: MealType };

export interface Achievement {
  readonly id: string;
  readonly group: AchievementGroup;
  readonly title: string;
  readonly description: string;
  readonly threshold: number;
  readonly icon: string;
  readonly source: AchievementSource;
}

/** SPEC §9, in the order the achievements screen shows them. */
export const achievements = [
  {
    id: 'first_recipe',
    group: 'recipes',
    title: 'Primera receta',
    description: 'Publica tu primera receta.',
    threshold: 1,
    icon: '🍳',
    source: { stat: 'recipesCreated' },
  },
  {
    id: 'apprentice_chef',
    group: 'recipes',
    title: 'Chef aprendiz',
    description: 'Publica 5 recetas.',
    threshold: 5,
    icon: '🧑‍🍳',
    source: { stat: 'recipesCreated' },
  },
  {
    id: 'rising_master',
    group: 'recipes',
    title: 'Maestro en ascenso',
    description: 'Publica 10 recetas.',
    threshold: 10,
    icon: '📈',
    source: { stat: 'recipesCreated' },
  },
  {
    id: 'prolific_chef',
    group: 'recipes',
    title: 'Chef prolífico',
    description: 'Publica 20 recetas.',
    threshold: 20,
    icon: '📚',
    source: { stat: 'recipesCreated' },
  },
  {
    id: 'golden_chef',
    group: 'recipes',
    title: 'Chef de oro',
    description: 'Publica 50 recetas.',
    threshold: 50,
    icon: '🥇',
    source: { stat: 'recipesCreated' },
  },
  {
    id: 'culinary_legend',
    group: 'recipes',
    title: 'Leyenda culinaria',
    description: 'Publica 100 recetas.',
    threshold: 100,
    icon: '👑',
    source: { stat: 'recipesCreated' },
  },
  {
    id: 'taste_approved',
    group: 'stars',
    title: 'Sabor aprobado',
    description: 'Otra persona valora una de tus recetas con 3 estrellas o más.',
    threshold: 3,
    icon: '⭐',
    source: { stat: 'bestStarReceived' },
  },
  {
    id: 'path_to_perfection',
    group: 'stars',
    title: 'En el camino a la perfección',
    description: 'Otra persona valora una de tus recetas con 4 estrellas o más.',
    threshold: 4,
    icon: '🌟',
    source: { stat: 'bestStarReceived' },
  },
  {
    id: 'culinary_masterpiece',
    group: 'stars',
    title: 'Obra maestra culinaria',
    description: 'Otra persona valora una de tus recetas con 5 estrellas.',
    threshold: 5,
    icon: '🏆',
    source: { stat: 'bestStarReceived' },
  },
  {
    id: 'initial_popularity',
    group: 'favorites',
    title: 'Primeros admiradores',
    description: 'Otras personas guardan tus recetas en favoritos 5 veces.',
    threshold: 5,
    icon: '💛',
    source: { stat: 'favoritesReceived' },
  },
  {
    id: 'special_touch',
    group: 'favorites',
    title: 'Toque especial',
    description: 'Otras personas guardan tus recetas en favoritos 10 veces.',
    threshold: 10,
    icon: '✨',
    source: { stat: 'favoritesReceived' },
  },
  {
    id: 'cookbook_star',
    group: 'favorites',
    title: 'Estrella del recetario',
    description: 'Otras personas guardan tus recetas en favoritos 20 veces.',
    threshold: 20,
    icon: '📖',
    source: { stat: 'favoritesReceived' },
  },
  {
    id: 'favorite_chef',
    group: 'favorites',
    title: 'Chef favorito',
    description: 'Otras personas guardan tus recetas en favoritos 50 veces.',
    threshold: 50,
    icon: '💖',
    source: { stat: 'favoritesReceived' },
  },
  {
    id: 'most_loved_recipe',
    group: 'favorites',
    title: 'La receta más querida',
    description: 'Otras personas guardan tus recetas en favoritos 100 veces.',
    threshold: 100,
    icon: '❤️',
    source: { stat: 'favoritesReceived' },
  },
  {
    id: 'dawn_master',
    group: 'specialties',
    title: 'Maestro del amanecer',
    description: 'Publica 5 recetas de desayuno.',
    threshold: 5,
    icon: '🌅',
    source: { mealType: 'Desayuno' },
  },
  {
    id: 'midday_chef',
    group: 'specialties',
    title: 'Chef del mediodía',
    description: 'Publica 5 recetas de almuerzo.',
    threshold: 5,
    icon: '🍲',
    source: { mealType: 'Almuerzo' },
  },
  {
    id: 'night_chef',
    group: 'specialties',
    title: 'Chef de la noche',
    description: 'Publica 5 recetas de cena.',
    threshold: 5,
    icon: '🌙',
    source: { mealType: 'Cena' },
  },
  {
    id: 'king_of_cravings',
    group: 'specialties',
    title: 'Rey de los antojos',
    description: 'Publica 5 recetas de snack.',
    threshold: 5,
    icon: '🍿',
    source: { mealType: 'Snack' },
  },
  {
    id: 'sweet_master',
    group: 'specialties',
    title: 'Maestro de los postres',
    description: 'Publica 5 recetas de postre.',
    threshold: 5,
    icon: '🍰',
    source: { mealType: 'Postre' },
  },
  {
    id: 'culinary_explorer',
    group: 'additional',
    title: 'Explorador culinario',
    description: 'Abre 100 recetas distintas.',
    threshold: 100,
    icon: '🧭',
    source: { stat: 'recipesExplored' },
  },
  {
    id: 'gastronomic_critic',
    group: 'additional',
    title: 'El crítico gastronómico',
    description: 'Escribe 10 comentarios en publicaciones o recetas.',
    threshold: 10,
    icon: '📝',
    source: { stat: 'commentsWritten' },
  },
  {
    id: 'picture_perfect',
    group: 'additional',
    title: 'Un plato de foto',
    description: 'Publica tu primera foto en la comunidad.',
    threshold: 1,
    icon: '📸',
    source: { stat: 'postsWithImage' },
  },
  {
    id: 'pantry_master',
    group: 'additional',
    title: 'Maestro de la despensa',
    description: 'Termina una receta de «Tengo a la mano» con solo los ingredientes que elegiste.',
    threshold: 1,
    icon: '🧺',
    source: { stat: 'pantryMasterAchieved' },
  },
  {
    id: 'gourmet_follower',
    group: 'additional',
    title: 'Seguidor gourmet',
    description: 'Sigue a 10 cocineros.',
    threshold: 10,
    icon: '👥',
    source: { stat: 'followingCount' },
  },
] as const satisfies readonly Achievement[];

export type AchievementId = (typeof achievements)[number]['id'];

/**
 * How far the user has come towards an achievement, in the units of its threshold:
 * a count, the best star level received, or 1 for a flag that is set.
 */
export function achievementProgress(achievement: Achievement, stats: AchievementStats): number {
  const { source } = achievement;
  if ('mealType' in source) return stats.recipesByMealType[source.mealType];
  const value = stats[source.stat];
  return typeof value === 'boolean' ? Number(value) : value;
}

export function unlockedAchievements(stats: AchievementStats): AchievementId[] {
  return achievements.filter((a) => achievementProgress(a, stats) >= a.threshold).map((a) => a.id);
}

/** The progress bar's width, 0 to 100 (SPEC §9: capped at 100 %). */
export function progressPercent(progress: number, threshold: number): number {
  if (threshold <= 0) return 100;
  return Math.min(100, Math.max(0, (progress / threshold) * 100));
}
