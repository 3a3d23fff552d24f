// Texts of a recipe's public page (GET /r/:id, read without an account) and of «Compartir» in the detail.
export const publicRecipe = {
  /** The page's <title>. */
  pageTitle: '{name} | Sazón',
  imageAlt: 'Foto de {name}',
  home: 'Sazón, ir al inicio',
  by: 'por {author}',
  time: 'Tiempo',
  servings: 'Porciones',
  difficulty: 'Dificultad',
  nationality: 'Nacionalidad',
  mealType: 'Tipo de comida',
  rating: '{average} de 5 · {count} valoraciones',
  ratingOne: '{average} de 5 · 1 valoración',
  ingredients: 'Ingredientes',
  steps: 'Pasos',
  step: 'Paso {n}',
  stepTime: 'Tiempo: {time}',
  join: {
    title: 'Únete a Sazón para cocinarla paso a paso',
    text: 'Con una cuenta gratis tienes temporizadores en cada paso, guardas tus favoritas, valoras recetas y ganas logros mientras cocinas.',
    action: 'Únete gratis',
    signIn: '¿Ya tienes cuenta? Inicia sesión',
  },
  signedIn: {
    title: '¿Lista para cocinar?',
    text: 'Ábrela en Sazón para ajustar las porciones, guardarla en favoritos y cocinarla con temporizadores.',
    action: 'Abrir en Sazón',
  },
  footer: 'Sazón: tu cocina, tu aventura',
  notFound: {
    title: 'Receta no encontrada | Sazón',
    heading: 'No encontramos esta receta',
    text: 'Puede que el enlace esté incompleto o que su autor la haya borrado.',
    action: 'Descubre otras recetas en Sazón',
  },
  share: {
    button: 'Compartir',
    label: 'Compartir la receta {name}',
    text: 'Mira esta receta en Sazón: {name}',
    copied: 'Enlace copiado',
    failed: 'No se pudo compartir la receta. Copia el enlace de la barra de direcciones.',
  },
} as const;
