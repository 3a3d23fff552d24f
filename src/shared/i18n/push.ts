// Texts of push notifications and cook timers (part of es.ts): what the API answers and what the
// notifications say.
export const push = {
  api: {
    endpointInvalid: 'La suscripción no es válida: falta una dirección https.',
    endpointRefused: 'Esa dirección de notificaciones no está permitida.',
    keysInvalid: 'La suscripción no es válida: faltan sus claves.',
    timerEndsAtInvalid: 'La hora de fin del temporizador no es válida.',
    timerInPast: 'El temporizador ya terminó.',
    timerTooFar: 'Un temporizador puede durar como máximo {hours} horas.',
    timerLabelInvalid: 'El nombre del temporizador debe tener entre 1 y {max} caracteres.',
    timerLimit: 'Tienes demasiados temporizadores en marcha. Detén alguno antes de crear otro.',
    timerNotFound: 'Temporizador no encontrado.',
    recipeIdInvalid: 'El identificador de la receta no es válido.',
  },
} as const;
