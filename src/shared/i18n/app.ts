// The texts the app shell itself shows before any screen's code has loaded: its name and loading screen, the
// connection notices, the toasts, the sign-in screen and the server's errors. Kept apart from es.ts so the
// shell's code carries these and not every feature's texts (es.ts gathers them all with the rest).

export const app = {
  name: 'Sazón',
  manifestName: 'Sazón: tu cocina, tu aventura',
  description: 'Cocina paso a paso, descubre recetas con lo que tienes y gana logros.',
  version: 'Versión 1.0',
  verifyingSession: 'Verificando sesión...',
  update: {
    title: 'Nueva versión disponible',
    message: 'Hay una nueva versión de Sazón. ¿Quieres recargar la página para usarla?',
    reload: 'Recargar',
    later: 'Más tarde',
  },
  connection: {
    offline: 'Sin conexión: puedes seguir cocinando con las recetas guardadas en este dispositivo.',
    online: '¡Conexión recuperada! Ya puedes usar toda la app.',
    dismiss: 'Cerrar aviso',
  },
  notificationFallback: 'Tienes novedades en Sazón.',
  loading: 'Cargando...',
  intro: {
    label: 'Vídeo de bienvenida de Sazón',
    description: 'El logo de Sazón aparece con su lema: Tu cocina, tu aventura.',
    skip: 'Saltar',
  },
} as const;

export const notice = {
  success: '¡Éxito!',
  error: '¡Error!',
  info: 'Aviso',
  close: 'Cerrar',
  dismiss: 'Cerrar aviso',
  /** The toasts' landmark; Radix puts the key that jumps to it in {hotkey}. */
  region: 'Notificaciones ({hotkey})',
  /** Said before each toast by screen readers. */
  announced: 'Notificación',
} as const;

/** The confirmation dialog every feature opens (ui/confirm-dialog.tsx). */
export const confirm = { title: 'Confirmar Acción', confirm: 'Confirmar', cancel: 'Cancelar' };

export const login = {
  title: 'Sazón',
  tagline: 'Tu cocina, tu aventura',
  prompt: 'Inicia sesión para continuar tu aventura culinaria.',
  google: 'Iniciar sesión con Google',
  facebook: 'Iniciar sesión con Facebook',
  or: 'o con tu correo',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Entrar',
  signUp: 'Crear cuenta',
  cookOffline: 'Cocinar sin conexión',
  googleError: 'Error al iniciar sesión con Google. Inténtalo de nuevo.',
  facebookError: 'Error al iniciar sesión con Facebook. Inténtalo de nuevo.',
  logoutError: 'Error al cerrar sesión. Inténtalo de nuevo.',
  googleNotConfigured:
    'El inicio de sesión con Google no está configurado en este servidor. Usa tu correo electrónico.',
  facebookNotConfigured:
    'El inicio de sesión con Facebook no está configurado en este servidor. Usa tu correo electrónico.',
  wrongPassword: 'Correo o contraseña incorrectos.',
  accountExists: 'Ya existe una cuenta con ese correo. Inicia sesión con tu contraseña.',
  weakPassword: 'La contraseña es muy débil: usa al menos 8 caracteres.',
  commonPassword: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
  passwordTooLong: 'La contraseña es demasiado larga: usa como máximo 128 caracteres.',
  invalidEmail: 'Escribe un correo electrónico válido.',
  missingFields: 'Escribe tu correo electrónico y tu contraseña.',
  genericError: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
} as const;

export const errors = {
  badJson: 'El cuerpo de la petición no es JSON válido.',
  badRequest: 'La petición no es válida.',
  badCharacters: 'El texto enviado contiene caracteres no válidos.',
  badUrl: 'La dirección de la petición no es válida.',
  urlTooLong: 'La dirección de la petición es demasiado larga.',
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes.',
  requestTimeout: 'La petición tardó demasiado. Inténtalo de nuevo.',
  tooDeep: 'El cuerpo de la petición tiene demasiados niveles anidados.',
  liveTopicForbidden: 'Solo puedes recibir tus propias novedades.',
  liveTooManyStreams: 'Tienes demasiadas conexiones en directo abiertas. Cierra alguna pestaña e inténtalo de nuevo.',
  liveServerFull: 'El servidor tiene demasiadas conexiones en directo ahora mismo. Inténtalo de nuevo en unos minutos.',
  serviceUnavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  unavailable: 'El servicio no está disponible: {problems}.',
  databaseDown: 'la base de datos no responde',
  storageDown: 'el almacenamiento de archivos no responde',
  validation: 'Los datos enviados no son válidos.',
  bodyTooLarge: 'La petición es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  unauthorized: 'Debes iniciar sesión para continuar.',
  invalidSession: 'Tu sesión no es válida. Por favor, recarga la página.',
  forbidden: 'No tienes permiso para hacer esto.',
  badOrigin: 'Origen de la petición no permitido.',
  notFound: 'No encontrado.',
  routeNotFound: 'Ruta no encontrada.',
  tooManyAuth: 'Demasiados intentos de inicio de sesión. Espera un minuto e inténtalo de nuevo.',
  tooMany: 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.',
  internal: 'Error interno del servidor. Inténtalo de nuevo.',
  network: 'No hay conexión con el servidor. Revisa tu conexión a internet.',
  profileLoad: 'No se pudo cargar tu perfil. Inténtalo de nuevo.',
} as const;
