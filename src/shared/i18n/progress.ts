// Texts of the game beyond medals (part of es.ts): XP, levels, the weekly streak and challenge, the league
// and the celebrations of unlocked achievements.
export const progress = {
  api: {
    signInRequired: 'Debes iniciar sesión para ver tu progreso.',
    timeZoneInvalid: 'La zona horaria no existe. Usa un nombre como «America/Caracas» o «Europe/Madrid».',
    forged: 'La experiencia, el nivel y la racha los calcula Sazón: no se pueden enviar.',
  },
  /** The progress card of the menu and the profile. */
  card: {
    heading: 'Tu progreso',
    level: 'Nivel {level} · {title}',
    xp: '{xp} XP',
    toNext: '{levelXp} de {nextLevelXp} XP para el nivel {next}',
    streak: 'Racha de {weeks} semanas',
    streakOne: 'Racha de 1 semana',
    streakNone: 'Sin racha todavía',
    weekCooked: '¡Esta semana ya cuenta!',
    weekPending: 'Cocina una receta esta semana para mantener tu racha.',
    freezes: 'Comodines: {count}',
    freezesHint: 'Un comodín salva una semana sin cocinar. Ganas uno cada 4 semanas de racha (máximo 2).',
    challenge: 'Reto de la semana',
    challengeProgress: '{progress} de {goal}',
    challengeDone: '¡Reto completado! +{bonus} XP',
    challengeBonus: '+{bonus} XP al completarlo',
    endsIn: 'Termina el {date}',
    league: 'Liga semanal',
    loadError: 'No se pudo cargar tu progreso. Inténtalo de nuevo.',
  },
  league: {
    title: 'Liga semanal',
    subtitle: 'Tú y los cocineros que sigues, por la experiencia ganada esta semana.',
    you: 'Tú',
    weekXp: '{xp} XP esta semana',
    rank: 'Puesto {rank}',
    levelShort: 'Nivel {level} · {title}',
    alone: 'Sigue a otros cocineros desde la comunidad para competir con ellos cada semana.',
    goToFeed: 'Ir a la comunidad',
    endsAt: 'La semana termina el {date}.',
    loadError: 'No se pudo cargar la liga. Inténtalo de nuevo.',
    back: 'Volver',
    retry: 'Reintentar',
  },
} as const;
