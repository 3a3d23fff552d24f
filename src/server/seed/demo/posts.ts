// Demo posts for the community feed, so a fresh install shows cooks talking about what they cooked.
// Each names its author, optionally a demo recipe it comes from, how long ago it was posted, and the
// comments and likes other demo cooks left on it.
export interface DemoPost {
  author: string;
  recipe: string | null;
  hoursAgo: number;
  text: string;
  comments: { author: string; text: string }[];
  likedBy: string[];
}

const VALENTINA = 'Valentina Rojas';
const CAMILO = 'Camilo Restrepo';
const XIMENA = 'Ximena Cruz';
const LUCIA = 'Lucía Ferrer';
const MATEO = 'Mateo Quispe';

export const demoPosts: DemoPost[] = [
  {
    author: MATEO,
    recipe: 'Ceviche de pescado',
    hoursAgo: 2,
    text: 'Ceviche de mediodía con corvina del mercado. El truco: limón recién exprimido y nada de dejarlo marinar de más, ¡diez minutos y a la mesa!',
    comments: [
      { author: XIMENA, text: '¡Qué color tan bonito! ¿Le pones camote como en Lima?' },
      { author: MATEO, text: 'Siempre, camote y choclo. Sin eso no es ceviche limeño 😄' },
    ],
    likedBy: [XIMENA, LUCIA, VALENTINA],
  },
  {
    author: VALENTINA,
    recipe: 'Arepas reina pepiada',
    hoursAgo: 5,
    text: 'Domingo de arepas en casa. Hice doble tanda de reina pepiada porque la primera no llegó ni a la mesa.',
    comments: [{ author: CAMILO, text: 'En Medellín las hacemos más delgadas, pero estas se ven espectaculares.' }],
    likedBy: [CAMILO, MATEO],
  },
  {
    author: LUCIA,
    recipe: 'Paella valenciana',
    hoursAgo: 9,
    text: 'Paella a la leña con mis sobrinos. Se nos pegó un poquito el fondo y el socarrat quedó perfecto. Nadie dejó ni un grano.',
    comments: [
      { author: VALENTINA, text: 'El socarrat es lo mejor, ¡me muero por probarla!' },
      { author: XIMENA, text: 'Un día te pido la receta de tu abuela, Lucía.' },
    ],
    likedBy: [VALENTINA, XIMENA, MATEO, CAMILO],
  },
  {
    author: XIMENA,
    recipe: 'Chilaquiles rojos',
    hoursAgo: 20,
    text: 'Chilaquiles para curar la desvelada: totopos crujientes, salsa roja bien picosita, crema y queso fresco. Desayuno de campeones.',
    comments: [],
    likedBy: [MATEO],
  },
  {
    author: CAMILO,
    recipe: 'Ajiaco santafereño',
    hoursAgo: 30,
    text: 'Llovió todo el día en Bogotá y no había mejor plan que un ajiaco con guascas, alcaparras y un buen chorrito de crema.',
    comments: [{ author: LUCIA, text: 'Tengo que encontrar guascas en Valencia... ¿se puede sin ellas?' }],
    likedBy: [LUCIA, VALENTINA],
  },
  {
    author: MATEO,
    recipe: null,
    hoursAgo: 48,
    text: 'Pregunta para la comunidad: ¿cuál es el postre que siempre os sale bien? El mío es el suspiro limeño, pero quiero probar algo nuevo este fin de semana.',
    comments: [
      { author: LUCIA, text: 'Crema catalana, sin duda. Y si tienes soplete, más divertido.' },
      { author: XIMENA, text: '¡Pastel tres leches! Nunca falla.' },
      { author: VALENTINA, text: 'Quesillo venezolano, te lo juro que es facilísimo.' },
    ],
    likedBy: [LUCIA, XIMENA, VALENTINA, CAMILO],
  },
  {
    author: LUCIA,
    recipe: 'Tortilla de patatas',
    hoursAgo: 72,
    text: 'Tortilla de patatas jugosa, con cebolla (lo siento por los del equipo sin cebolla). La vuelta con el plato, a la primera.',
    comments: [{ author: CAMILO, text: 'Equipo con cebolla siempre 🙌' }],
    likedBy: [CAMILO, MATEO, XIMENA],
  },
];
