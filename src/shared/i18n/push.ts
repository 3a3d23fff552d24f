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
    recipeNotFound: 'Receta no encontrada.',
  },
  signIn: {
    subscribe: 'Debes iniciar sesión para recibir notificaciones.',
    timer: 'Debes iniciar sesión para que el temporizador te avise.',
  },
  notifications: {
    recipeComment: { title: 'Nuevo comentario', body: '{name} comentó tu receta «{recipe}»: {comment}' },
    postComment: { title: 'Nuevo comentario', body: '{name} comentó tu publicación: {text}' },
    follower: { title: 'Nuevo seguidor', body: '{name} ahora te sigue.' },
    achievement: { title: '¡Logro desbloqueado!', body: '{icon} {title}: {description}' },
    // The body is the timer's own label, which names the recipe and the step (cooking.timer.alarmLabel).
    timer: { title: '¡Tiempo!' },
  },
} as const;
