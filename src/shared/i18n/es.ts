// Every word a person reads, in one place (each feature keeps its section in a file beside this one).
// The texts of SPEC.md are copied exactly.
import { app, errors, login, notice } from './app.ts';
import { cooking } from './cooking.ts';
import { editor } from './editor.ts';
import { feed } from './feed.ts';
import { moderation } from './moderation.ts';
import { progress } from './progress.ts';
import { push } from './push.ts';
import { publicRecipe } from './public-recipe.ts';
import { recipeImport } from './recipe-import.ts';
import { recipes } from './recipes.ts';
import { servings } from './servings.ts';
import { shoppingList } from './shopping-list.ts';

export const es = {
  app,
  notice,
  confirm: { title: 'Confirmar Acción', confirm: 'Confirmar', cancel: 'Cancelar' },
  login,
  menu: {
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
  },
  support: {
    title: 'Soporte',
    simulated: 'Este chat de soporte es simulado: nadie lo lee y tus mensajes no salen de tu dispositivo.',
    placeholder: 'Escribe tu pregunta...',
    send: 'Enviar',
    welcome: '¡Hola! Soy Sazoncito, el asistente simulado. ¿En qué te ayudo?',
    reply:
      'Gracias por escribir. Como soy un asistente simulado, te recomiendo revisar el tutorial del Recetario o la sección de Cocinar.',
    close: 'Cerrar chat',
  },
  hub: {
    title: 'Modo Cocina',
    subtitle: '¿Cómo quieres encontrar tu próxima receta?',
    whatIHave: 'Tengo a la mano',
    whatIHaveHint: 'Cocina con lo que hay en tu cocina',
    surprise: 'Sorpréndeme',
    surpriseHint: 'Una receta al azar por tipo de comida',
    craving: 'Qué te provoca',
    cravingHint: 'Escribe tu antojo y lo buscamos',
    createRecipe: 'Crear Nueva Receta',
    back: 'Menú',
  },
  errors,
  recipes,
  recipeImport,
  editor,
  cooking,
  feed,
  moderation,
  push,
  progress,
  servings,
  publicRecipe,
  shoppingList,
} as const;

export type Messages = typeof es;
