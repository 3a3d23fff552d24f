// Texts of the main menu and its simulated support chat (part of es.ts).
export const menu = {
  greeting: '¿Qué cocinamos hoy?',
  cook: 'Cocinar',
  cookHint: 'Elige cómo quieres cocinar',
  recipes: 'Recetario',
  recipesHint: 'Explora y guarda recetas',
  community: 'Comunidad',
  communityHint: 'Comparte lo que cocinas',
  profile: 'Perfil',
  profileHint: 'Tus logros y favoritos',
  offlineUnavailable: 'No disponible offline',
  requiresConnection: 'Requiere conexión',
  offline: 'Modo Offline',
  online: 'Conectado',
  signOut: 'Cerrar sesión',
  music: 'Música de fondo',
  musicPlaying: 'Sonando',
  musicSilent: 'Apagada',
  support: 'Ayuda',
} as const;

export const support = {
  title: 'Soporte',
  simulated: 'Este chat de soporte es simulado: nadie lo lee y tus mensajes no salen de tu dispositivo.',
  placeholder: 'Escribe tu pregunta...',
  send: 'Enviar',
  welcome: '¡Hola! Soy Sazoncito, el asistente simulado. ¿En qué te ayudo?',
  reply:
    'Gracias por escribir. Como soy un asistente simulado, te recomiendo revisar el tutorial del Recetario o la sección de Cocinar.',
  close: 'Cerrar chat',
} as const;
