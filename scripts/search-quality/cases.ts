// The search-quality suite (issue 14): what a Spanish-speaking cook types, and the demo recipe they expect
// among the first three results; and what must never match. Run by `npm run search:quality`.
export type SearchKind = 'book' | 'craving' | 'ingredients';
export interface QualityCase {
  kind: SearchKind;
  /** What the cook typed; for 'ingredients', the chosen names separated by commas. */
  query: string;
  /** Demo recipe names; at least one must be among the first three results (positive case). */
  expect?: readonly string[];
  /** Demo recipe names that must not appear anywhere in the results (negative case). Use [] with `noResults`. */
  mustNotInclude?: readonly string[];
  /** The results must be empty. */
  noResults?: boolean;
  /** What the case checks, in a few words (Spanish or English), e.g. 'regional: palta = aguacate'. */
  why: string;
}

// Recipes whose only banana-like ingredient is «plátano» (never merged with banana, cambur, guineo).
const platanoRecipes = [
  'Torta de plátano',
  'Tajadas con queso blanco',
  'Patacones con hogao',
  'Tostones con mojo',
  'Mangú con los tres golpes',
  'Capirotada',
] as const;

export const qualityCases: readonly QualityCase[] = [
  // ───────────── Recetario (book): accents, case, plurals ─────────────
  {
    kind: 'book',
    query: 'platano',
    expect: ['Torta de plátano'],
    why: 'tutorial tip: «platano» finds «Plátano»',
  },
  { kind: 'book', query: 'PLÁTANO', expect: ['Torta de plátano'], why: 'upper case' },
  {
    kind: 'book',
    query: 'plátanos',
    expect: ['Torta de plátano'],
    why: 'plural finds the singular in the name',
  },
  {
    kind: 'book',
    query: 'arepa',
    expect: ['Arepas reina pepiada', 'Arepa de huevo', 'Arepas dominó'],
    why: 'singular finds plural names',
  },
  {
    kind: 'book',
    query: 'empanada',
    expect: ['Empanadas colombianas', 'Empanadas tucumanas', 'Empanadas de cazón'],
    why: 'singular finds plural names',
  },
  {
    kind: 'book',
    query: 'tamal',
    expect: ['Tamales verdes', 'Tamales criollos', 'Tamal tolimense'],
    why: 'singular -al finds plural -ales',
  },
  { kind: 'book', query: 'patacon', expect: ['Patacones con hogao'], why: 'singular, accent missing' },
  { kind: 'book', query: 'tequeño', expect: ['Tequeños'], why: 'singular finds plural name' },
  { kind: 'book', query: 'churro', expect: ['Churros con chocolate'], why: 'singular finds plural name' },
  { kind: 'book', query: 'arepas domino', expect: ['Arepas dominó'], why: 'accent missing' },
  { kind: 'book', query: 'papa a la huancaina', expect: ['Papa a la huancaína'], why: 'accent missing' },
  { kind: 'book', query: 'creme brulee', expect: ['Crème brûlée'], why: 'French accents missing' },
  { kind: 'book', query: 'ensalada cesar', expect: ['Ensalada César'], why: 'accent missing' },
  { kind: 'book', query: 'tiramisu', expect: ['Tiramisú'], why: 'accent missing' },
  { kind: 'book', query: 'pabellon criollo', expect: ['Pabellón criollo'], why: 'accent missing' },
  { kind: 'book', query: 'lasana bolonesa', expect: ['Lasaña boloñesa'], why: 'ñ typed as n' },
  { kind: 'book', query: 'pan de jamon', expect: ['Pan de jamón'], why: 'accent missing, multi-word name' },
  { kind: 'book', query: 'sandwich cubano', expect: ['Sándwich cubano'], why: 'accent missing' },
  { kind: 'book', query: 'mangu', expect: ['Mangú con los tres golpes'], why: 'accent missing' },
  { kind: 'book', query: 'risótto', expect: ['Risotto de setas'], why: 'extra accent' },
  { kind: 'book', query: 'cocído madrileño', expect: ['Cocido madrileño'], why: 'extra accent' },
  { kind: 'book', query: 'CEVICHE', expect: ['Ceviche de pescado'], why: 'upper case' },
  {
    kind: 'book',
    query: 'GAZPACHO ANDALUZ',
    expect: ['Gazpacho andaluz'],
    why: 'upper case, multi-word name',
  },
  { kind: 'book', query: 'Ají De Gallina', expect: ['Ají de gallina'], why: 'mixed case' },

  // ───────────── Recetario: multi-word names and word order ─────────────
  {
    kind: 'book',
    query: 'Tortilla de patatas',
    expect: ['Tortilla de patatas'],
    why: 'exact multi-word name',
  },
  {
    kind: 'book',
    query: 'huevos rotos',
    expect: ['Huevos rotos con jamón'],
    why: 'start of a multi-word name',
  },
  { kind: 'book', query: 'chocolate con churros', expect: ['Churros con chocolate'], why: 'word order' },
  { kind: 'book', query: 'pollo mole', expect: ['Mole poblano con pollo'], why: 'word order, words apart' },
  { kind: 'book', query: 'pepiada reina', expect: ['Arepas reina pepiada'], why: 'word order' },

  // ───────────── Recetario: regional names ─────────────
  {
    kind: 'book',
    query: 'tortilla de papas',
    expect: ['Tortilla de patatas'],
    why: 'regional: papa = patata',
  },
  { kind: 'book', query: 'papas bravas', expect: ['Patatas bravas'], why: 'regional: papa = patata' },
  {
    kind: 'book',
    query: 'tacos de chancho',
    expect: ['Tacos al pastor', 'Tacos de cochinita pibil'],
    why: 'regional: chancho = cerdo (ingredient)',
  },
  {
    kind: 'book',
    query: 'chupe de gambas',
    expect: ['Chupe de camarones'],
    why: 'regional: gamba = camarón',
  },
  {
    kind: 'book',
    query: 'camarones al ajillo',
    expect: ['Gambas al ajillo'],
    why: 'regional: camarón = gamba',
  },
  { kind: 'book', query: 'pan con jitomate', expect: ['Pan con tomate'], why: 'regional: jitomate = tomate' },
  {
    kind: 'book',
    query: 'bruschetta de tomate',
    expect: ['Bruschetta de jitomate y albahaca'],
    why: 'regional: tomate = jitomate',
  },
  { kind: 'book', query: 'pan de choclo', expect: ['Pan de elote'], why: 'regional: choclo = elote' },
  { kind: 'book', query: 'papaya', expect: ['Batida de lechosa'], why: 'regional: papaya = lechosa' },
  {
    kind: 'book',
    query: 'queque de limón',
    expect: ['Bizcocho de yogur y limón'],
    why: 'regional: queque = bizcocho',
  },
  {
    kind: 'book',
    query: 'spaghetti carbonara',
    expect: ['Espaguetis a la carbonara'],
    why: 'regional spelling: spaghetti = espagueti',
  },
  { kind: 'book', query: 'palta', expect: ['Marraqueta con palta'], why: 'name match ranks first' },
  {
    kind: 'book',
    query: 'aguacate',
    expect: ['Marraqueta con palta'],
    why: 'regional: aguacate = palta, in the name ranks over ingredients',
  },

  // ───────────── Recetario: authors ─────────────
  {
    kind: 'book',
    query: 'Rosa Almonte flan',
    expect: ['Flan de coco'],
    why: 'author + name: all the words first',
  },
  {
    kind: 'book',
    query: 'Martina empanadas',
    expect: ['Empanadas tucumanas'],
    why: 'author first name + name',
  },
  {
    kind: 'book',
    query: 'Ignacio Fuentes choclo',
    expect: ['Pastel de choclo', 'Humitas chilenas', 'Porotos granados', 'Cazuela de vacuno'],
    why: 'author + ingredient',
  },
  {
    kind: 'book',
    query: 'lucia ferrer tortilla',
    expect: ['Tortilla de patatas'],
    why: 'author without accent + name',
  },
  {
    kind: 'book',
    query: 'Valentina arepas',
    expect: ['Arepas reina pepiada', 'Arepas dominó'],
    why: 'author first name + name',
  },
  {
    kind: 'book',
    query: 'Camilo Restrepo arepa',
    expect: ['Arepa de huevo'],
    why: 'author + name over author + ingredient',
  },
  {
    kind: 'book',
    query: 'MATEO QUISPE ceviche',
    expect: ['Ceviche de pescado'],
    why: 'author in upper case + name',
  },
  {
    kind: 'book',
    query: 'rosa almonte',
    expect: [
      'Moros y cristianos',
      'Tostones con mojo',
      'Ropa vieja',
      'Sándwich cubano',
      'Flan de coco',
      'Batida de lechosa',
      'Mangú con los tres golpes',
    ],
    why: 'author alone, lower case: any of her recipes',
  },

  // ───────────── Recetario: ingredients ─────────────
  { kind: 'book', query: 'guascas', expect: ['Ajiaco santafereño'], why: 'ingredient, plural' },
  {
    kind: 'book',
    query: 'huacatay',
    expect: ['Chupe de camarones', 'Ocopa arequipeña', 'Choclo con queso'],
    why: 'ingredient only',
  },
  { kind: 'book', query: 'arros chaufa', expect: ['Arroz chaufa'], why: 'typo s/z next to a right word' },

  // ───────────── Qué te provoca (craving): flavour ─────────────
  {
    kind: 'craving',
    query: 'algo dulce con plátano',
    expect: ['Torta de plátano', 'Capirotada'],
    why: 'flavour dulce + ingredient',
  },
  {
    kind: 'craving',
    query: 'algo dulce con boniato',
    expect: ['Picarones', 'Mazamorra morada'],
    why: 'flavour dulce + regional: boniato = camote',
  },
  {
    kind: 'craving',
    query: 'algo dulce con frijol',
    expect: ['Dorayaki'],
    why: 'flavour dulce + ingredient',
  },
  {
    kind: 'craving',
    query: 'algo dulce con chocolate',
    expect: ['Brownies de chocolate'],
    why: 'flavour dulce: the dessert first',
  },
  {
    kind: 'craving',
    query: 'algo picante español',
    expect: ['Patatas bravas', 'Gambas al ajillo', 'Pulpo a la gallega'],
    why: 'flavour picante (pimentón picante, guindilla) + nationality',
  },
  {
    kind: 'craving',
    query: 'algo picante con gambas',
    expect: ['Gambas al ajillo', 'Chupe de camarones'],
    why: 'flavour picante + ingredient',
  },
  {
    kind: 'craving',
    query: 'algo picante con pescado',
    expect: ['Ceviche de pescado', 'Tiradito de pescado', 'Tacos de pescado estilo Baja'],
    why: 'flavour picante (ají, chipotle) + ingredient',
  },

  // ───────────── Qué te provoca: meal type and nationality ─────────────
  {
    kind: 'craving',
    query: 'postre venezolano',
    expect: ['Quesillo venezolano', 'Bienmesabe', 'Majarete', 'Torta de plátano'],
    why: 'meal type + nationality',
  },
  {
    kind: 'craving',
    query: 'Postres Peruanos',
    expect: ['Picarones', 'Suspiro limeño', 'Mazamorra morada', 'Turrón de doña Pepa'],
    why: 'meal type + nationality, plural and capitals',
  },
  {
    kind: 'craving',
    query: 'desayuno peruano',
    expect: ['Pan con chicharrón', 'Tamales criollos'],
    why: 'meal type + nationality',
  },
  {
    kind: 'craving',
    query: 'cena japonesa',
    expect: ['Sopa de miso', 'Ramen shoyu'],
    why: 'meal type + nationality',
  },
  {
    kind: 'craving',
    query: 'postre francés',
    expect: ['Crème brûlée'],
    why: 'meal type + nationality (masculine)',
  },
  { kind: 'craving', query: 'cena francesa', expect: ['Ratatouille'], why: 'meal type + nationality' },
  {
    kind: 'craving',
    query: 'almuerzo italiano',
    expect: ['Lasaña boloñesa'],
    why: 'meal type + nationality',
  },
  { kind: 'craving', query: 'snack japonés', expect: ['Onigiri de salmón'], why: 'meal type + nationality' },
  {
    kind: 'craving',
    query: 'merienda venezolana',
    expect: ['Golfeados', 'Tequeños', 'Tajadas con queso blanco', 'Papelón con limón'],
    why: 'merienda = snack + nationality',
  },
  {
    kind: 'craving',
    query: 'una cena mexicana con pescado',
    expect: ['Tacos de pescado estilo Baja'],
    why: 'meal type + nationality + ingredient',
  },
  {
    kind: 'craving',
    query: 'algo colombiano con coco',
    expect: ['Natilla colombiana', 'Cocadas blancas', 'Cazuela de mariscos'],
    why: 'nationality + ingredient',
  },
  {
    kind: 'craving',
    query: 'desayuno con plátano verde',
    expect: ['Mangú con los tres golpes'],
    why: 'meal type + multi-word ingredient',
  },
  {
    kind: 'craving',
    query: 'postre peruano con maíz morado',
    expect: ['Mazamorra morada'],
    why: 'meal type + nationality + ingredient',
  },
  {
    kind: 'craving',
    query: 'desayuno chileno',
    expect: ['Marraqueta con palta'],
    why: 'description word «chileno»',
  },

  // ───────────── Qué te provoca: ingredients and dishes ─────────────
  {
    kind: 'craving',
    query: 'algo con garbanzos',
    expect: ['Cocido madrileño', 'Hummus con bastones de zanahoria', 'Caldo tlalpeño'],
    why: 'ingredient, filler «algo con»',
  },
  {
    kind: 'craving',
    query: 'quiero algo con pulpo',
    expect: ['Pulpo a la gallega'],
    why: 'filler «quiero algo con»',
  },
  {
    kind: 'craving',
    query: 'me provoca algo con almejas',
    expect: ['Merluza en salsa verde'],
    why: 'filler «me provoca»',
  },
  {
    kind: 'craving',
    query: 'algo con maíz morado',
    expect: ['Chicha morada', 'Mazamorra morada'],
    why: 'multi-word ingredient',
  },
  {
    kind: 'craving',
    query: 'me provoca un ceviche',
    expect: ['Ceviche de pescado', 'Tiradito de pescado'],
    why: 'dish word',
  },
  { kind: 'craving', query: 'tortilla española', expect: ['Tortilla de patatas'], why: 'dish + nationality' },
  { kind: 'craving', query: 'sopa de tortilla', expect: ['Sopa de tortilla'], why: 'multi-word dish name' },
  { kind: 'craving', query: 'limón con papelón', expect: ['Papelón con limón'], why: 'word order' },

  // ───────────── Qué te provoca: regional names ─────────────
  {
    kind: 'craving',
    query: 'algo con ananá',
    expect: ['Tacos al pastor', 'Chicha morada', 'Mazamorra morada'],
    why: 'regional: ananá = piña',
  },
  {
    kind: 'craving',
    query: 'algo con vainitas',
    expect: ['Paella valenciana', 'Caldo tlalpeño', 'Cazuela de vacuno'],
    why: 'regional: vainita = judía verde = ejote = poroto verde',
  },
  {
    kind: 'craving',
    query: 'algo con zucchini',
    expect: ['Ratatouille'],
    why: 'regional: zucchini = calabacita',
  },
  {
    kind: 'craving',
    query: 'algo con langostinos',
    expect: ['Gambas al ajillo', 'Chupe de camarones', 'Cazuela de mariscos'],
    why: 'regional: langostino = gamba = camarón',
  },
  {
    kind: 'craving',
    query: 'algo con kion',
    expect: ['Ramen shoyu', 'Arroz chaufa', 'Tiradito de pescado'],
    why: 'regional: kión = jengibre, accent missing',
  },
  {
    kind: 'craving',
    query: 'algo con cajeta',
    expect: ['Brevas con arequipe', 'Alfajores de maicena', 'Suspiro limeño'],
    why: 'regional: cajeta = arequipe = dulce de leche = manjar blanco',
  },
  {
    kind: 'craving',
    query: 'algo con sésamo',
    expect: ['Onigiri de salmón', 'Mole poblano con pollo', 'Arroz chaufa'],
    why: 'regional: sésamo = ajonjolí',
  },
  {
    kind: 'craving',
    query: 'algo con mandioca',
    expect: ['Sancocho trifásico', 'Pandebono', 'Buñuelos colombianos'],
    why: 'regional: mandioca = yuca',
  },
  {
    kind: 'craving',
    query: 'algo con hongos',
    expect: ['Risotto de setas'],
    why: 'regional: hongo = champiñón = seta',
  },
  {
    kind: 'craving',
    query: 'algo con repollo',
    expect: ['Cocido madrileño', 'Tacos de pescado estilo Baja'],
    why: 'regional: repollo = col',
  },
  {
    kind: 'craving',
    query: 'algo con chícharos',
    expect: ['Arroz con pollo norteño', 'Seco de res con frejoles', 'Tamal tolimense'],
    why: 'regional: chícharo = arveja',
  },
  {
    kind: 'craving',
    query: 'algo con melocotón',
    expect: ['Mote con huesillo'],
    why: 'regional: melocotón = durazno (in the description)',
  },
  { kind: 'craving', query: 'algo con naranjilla', expect: ['Lulada'], why: 'regional: naranjilla = lulo' },
  {
    kind: 'craving',
    query: 'algo con fruta bomba',
    expect: ['Batida de lechosa'],
    why: 'regional, multi-word: fruta bomba = lechosa',
  },

  // ───────────── Qué te provoca: typos (the query as typed finds nothing) ─────────────
  {
    kind: 'craving',
    query: 'poyo',
    expect: ['Pollo a la brasa', 'Arroz con pollo norteño', 'Mole poblano con pollo', 'Polvorosa de pollo'],
    why: 'typo, sounds alike: poyo → pollo',
  },
  {
    kind: 'craving',
    query: 'algo con arros y poyo',
    expect: ['Arroz con pollo norteño', 'Arroz chaufa', 'Arroz atollado'],
    why: 'typos, sounds alike: arros → arroz, poyo → pollo',
  },
  { kind: 'craving', query: 'cevice', expect: ['Ceviche de pescado'], why: 'typo: missing letter' },
  { kind: 'craving', query: 'brownis', expect: ['Brownies de chocolate'], why: 'typo: missing letter' },
  { kind: 'craving', query: 'paela', expect: ['Paella valenciana'], why: 'typo: missing letter' },
  { kind: 'craving', query: 'churos', expect: ['Churros con chocolate'], why: 'typo: missing letter' },
  { kind: 'craving', query: 'gaspacho', expect: ['Gazpacho andaluz'], why: 'typo, sounds alike: s/z' },
  { kind: 'craving', query: 'tiramizu', expect: ['Tiramisú'], why: 'typo, sounds alike: z/s' },
  { kind: 'craving', query: 'quesiyo', expect: ['Quesillo venezolano'], why: 'typo, sounds alike: y/ll' },
  { kind: 'craving', query: 'hayacas', expect: ['Hallacas'], why: 'typo, sounds alike: y/ll' },
  { kind: 'craving', query: 'guacamloe', expect: ['Guacamole'], why: 'typo: swapped letters' },
  { kind: 'craving', query: 'sancohco', expect: ['Sancocho trifásico'], why: 'typo: swapped letters' },

  // ───────────── Tengo a la mano (ingredients) ─────────────
  {
    kind: 'ingredients',
    query: 'papa, huevo, cebolla, aceite, sal',
    expect: ['Tortilla de patatas'],
    why: 'regional papa = patata; staples in the selection',
  },
  {
    kind: 'ingredients',
    query: 'plátano, jitomate, cebolla de verdeo, ajo',
    expect: ['Patacones con hogao'],
    why: 'regional: jitomate = tomate, cebolla de verdeo = cebolla larga',
  },
  {
    kind: 'ingredients',
    query: 'platano verde, ajo, zumo de naranja agria',
    expect: ['Tostones con mojo'],
    why: 'regional: zumo = jugo; accent missing',
  },
  {
    kind: 'ingredients',
    query: 'plátano maduro, queso blanco',
    expect: ['Tajadas con queso blanco'],
    why: 'nothing missing (aceite is a staple)',
  },
  {
    kind: 'ingredients',
    query: 'aguacate, marraquetas, limón',
    expect: ['Marraqueta con palta'],
    why: 'regional: aguacate = palta; plural',
  },
  {
    kind: 'ingredients',
    query: 'papaya, leche, leche evaporada, vainilla, hielo',
    expect: ['Batida de lechosa'],
    why: 'regional: papaya = lechosa',
  },
  {
    kind: 'ingredients',
    query: 'porotos, zapallo, choclo, albahaca, cebolla',
    expect: ['Porotos granados'],
    why: 'Chilean names: poroto, zapallo, choclo',
  },
  {
    kind: 'ingredients',
    query: 'frutillas, harina de trigo, leche, huevos, mantequilla',
    expect: ['Crêpes dulces'],
    why: 'regional: frutilla = fresa',
  },
  {
    kind: 'ingredients',
    query: 'camarones, ajo, ají, perejil',
    expect: ['Gambas al ajillo'],
    why: 'regional: camarón = gamba, ají = guindilla',
  },
  {
    kind: 'ingredients',
    query: 'leche, huevos, azúcar, vainilla',
    expect: ['Flan de huevo'],
    why: 'a staple (azúcar) in the selection; nothing missing',
  },
  {
    kind: 'ingredients',
    query: 'pollo, culantro, arroz, guisantes, zanahoria, ají amarillo, cebolla, ajo, pimiento',
    expect: ['Arroz con pollo norteño'],
    why: 'regional: guisante = arveja; fewest missing',
  },
  {
    kind: 'ingredients',
    query: 'garbanzos, tahini, limón, ajo, comino, zanahoria',
    expect: ['Hummus con bastones de zanahoria'],
    why: 'one missing (pimentón dulce)',
  },
  {
    kind: 'ingredients',
    query: 'maíz morado, ananá, manzana, canela, clavos de olor, limón, azúcar, agua',
    expect: ['Chicha morada'],
    why: 'regional: ananá = piña; staples azúcar and agua in the selection',
  },
  {
    kind: 'ingredients',
    query: 'almidón de mandioca, queso costeño, harina de maíz, huevo, leche',
    expect: ['Pandebono', 'Buñuelos colombianos'],
    why: 'regional: mandioca = yuca',
  },
  {
    kind: 'ingredients',
    query: 'carne picada, cebolla, ajíes dulces, tomate, ajo, harina de maíz, caldo de res',
    expect: ['Bollitos pelones'],
    why: 'regional: carne picada = carne molida',
  },
  {
    kind: 'ingredients',
    query: 'leche, papelón, maicena, canela, mantequilla, coco',
    expect: ['Natilla colombiana'],
    why: 'regional: papelón = panela, maicena = fécula de maíz',
  },
  {
    kind: 'ingredients',
    query: 'elote, queso fresco, anís',
    expect: ['Choclo con queso'],
    why: 'regional: elote = choclo',
  },
  {
    kind: 'ingredients',
    query: 'porotos negros, arroz, panceta, cebolla, pimentón, ajo, comino, orégano',
    expect: ['Moros y cristianos'],
    why: 'regional: poroto = frijol, panceta = tocino, pimentón = pimiento',
  },
  {
    kind: 'ingredients',
    query: 'jitomate, aguacate, chile serrano, cebolla, cilantro, limón, totopos',
    expect: ['Guacamole'],
    why: 'Mexican names; nothing missing',
  },
  {
    kind: 'ingredients',
    query: 'pulpo, patatas, pimentón, cebolla, aceite de oliva, sal',
    expect: ['Pulpo a la gallega'],
    why: 'staples (aceite de oliva, sal) in the selection',
  },
  {
    kind: 'ingredients',
    query: 'Huevos, Tomates, Cebolla, Ajíes Dulces, Mantequilla',
    expect: ['Perico venezolano'],
    why: 'capitals and plurals in the selection',
  },
  {
    kind: 'ingredients',
    query: 'limones, papelón, hielo',
    expect: ['Papelón con limón'],
    why: 'plural; agua is a staple',
  },
  {
    kind: 'ingredients',
    query: 'huesillos, mote de trigo, piloncillo, canela',
    expect: ['Mote con huesillo'],
    why: 'regional: piloncillo = chancaca',
  },

  // ───────────── Negative: words that are never merged ─────────────
  { kind: 'book', query: 'banana', mustNotInclude: platanoRecipes, why: 'banana is not plátano' },
  {
    kind: 'craving',
    query: 'algo con cambur',
    mustNotInclude: [...platanoRecipes, 'Pabellón criollo'],
    why: 'cambur (banana) is not plátano',
  },
  {
    kind: 'craving',
    query: 'banano',
    mustNotInclude: ['Patacones con hogao', 'Sancocho trifásico', 'Bandeja paisa'],
    why: 'banano is not plátano',
  },
  { kind: 'ingredients', query: 'cambur', noResults: true, mustNotInclude: [], why: 'cambur is not plátano' },
  {
    kind: 'book',
    query: 'manteca',
    mustNotInclude: [
      'Tequeños',
      'Quiche lorraine',
      'Croque monsieur',
      'Brownies de chocolate',
      'Torta de plátano',
      'Cocadas blancas',
    ],
    why: 'manteca is not mantequilla',
  },
  {
    kind: 'craving',
    query: 'algo con mantequilla',
    mustNotInclude: [
      'Medialunas de manteca',
      'Alfajores de maicena',
      'Humitas chilenas',
      'Empanadas tucumanas',
    ],
    why: 'mantequilla is not manteca',
  },
  {
    kind: 'ingredients',
    query: 'manteca',
    mustNotInclude: ['Tequeños', 'Croque monsieur', 'Brownies de chocolate', 'Cocadas blancas'],
    why: 'manteca does not cover mantequilla',
  },
  {
    kind: 'book',
    query: 'torta',
    mustNotInclude: ['Tortilla de patatas', 'Sopa de tortilla', 'Bizcocho de yogur y limón'],
    why: 'torta is neither tortilla nor bizcocho',
  },
  {
    kind: 'book',
    query: 'tortilla',
    mustNotInclude: ['Torta de plátano', 'Tortas ahogadas'],
    why: 'tortilla is not torta',
  },
  {
    kind: 'book',
    query: 'culantro',
    mustNotInclude: ['Guacamole', 'Changua', 'Salsa verde con totopos', 'Tacos al pastor'],
    why: 'culantro is not merged with cilantro',
  },
  {
    kind: 'craving',
    query: 'algo con cilantro',
    mustNotInclude: ['Seco de res con frejoles', 'Arroz con pollo norteño', 'Lomo saltado'],
    why: 'cilantro is not merged with culantro',
  },
  {
    kind: 'craving',
    query: 'algo picante',
    mustNotInclude: ['Perico venezolano', 'Carne mechada criolla', 'Bollitos pelones', 'Empanadas de cazón'],
    why: 'ají dulce is not hot',
  },
  {
    kind: 'book',
    query: 'chile',
    mustNotInclude: ['Ratatouille', 'Gazpacho andaluz', 'Choripán'],
    why: 'hot chile is not sweet pimiento / morrón',
  },
  {
    kind: 'ingredients',
    query: 'ají',
    mustNotInclude: ['Perico venezolano', 'Carne mechada criolla', 'Bollitos pelones', 'Pabellón criollo'],
    why: 'ají does not cover ají dulce',
  },
  {
    kind: 'ingredients',
    query: 'pimiento',
    mustNotInclude: ['Gambas al ajillo', 'Guacamole'],
    why: 'sweet pimiento does not cover guindilla or chile',
  },
  {
    kind: 'ingredients',
    query: 'camote',
    mustNotInclude: ['Papas chorreadas', 'Papa a la huancaína'],
    why: 'camote (papa dulce) is not papa',
  },
  {
    kind: 'ingredients',
    query: 'papa',
    mustNotInclude: ['Picarones', 'Mazamorra morada'],
    why: 'papa is not camote',
  },
  {
    kind: 'ingredients',
    query: 'choclo',
    mustNotInclude: ['Arepa de huevo', 'Arepas reina pepiada', 'Chicha morada'],
    why: 'choclo is not harina de maíz or maíz morado',
  },
  {
    kind: 'ingredients',
    query: 'leche',
    mustNotInclude: ['Bienmesabe', 'Majarete'],
    why: 'leche is not leche de coco',
  },

  // ───────────── Negative: real words are not «corrected», nonsense finds nothing ─────────────
  {
    kind: 'book',
    query: 'pizza',
    noResults: true,
    mustNotInclude: [],
    why: 'real word, not corrected to «paisa»',
  },
  {
    kind: 'craving',
    query: 'pizza',
    mustNotInclude: ['Bandeja paisa', 'Calentado paisa'],
    why: 'real word, not corrected to «paisa»',
  },
  {
    kind: 'craving',
    query: 'pisco',
    mustNotInclude: ['Pisca andina'],
    why: 'real word, not corrected to «pisca»',
  },
  {
    kind: 'book',
    query: 'mango',
    mustNotInclude: ['Mangú con los tres golpes'],
    why: 'real word, not corrected to «mangú»',
  },
  {
    kind: 'craving',
    query: 'pato',
    noResults: true,
    mustNotInclude: [],
    why: 'real word, not corrected to «plato»',
  },
  {
    kind: 'craving',
    query: 'sushi',
    noResults: true,
    mustNotInclude: [],
    why: 'a dish the book does not have',
  },
  { kind: 'book', query: 'qwerty', noResults: true, mustNotInclude: [], why: 'nonsense' },
  { kind: 'craving', query: 'asdfgh jklñ', noResults: true, mustNotInclude: [], why: 'nonsense' },
  {
    kind: 'ingredients',
    query: 'kriptonita',
    noResults: true,
    mustNotInclude: [],
    why: 'nonsense ingredient',
  },
  {
    kind: 'ingredients',
    query: 'sal, agua, aceite',
    noResults: true,
    mustNotInclude: [],
    why: 'staples alone make no result',
  },
  {
    kind: 'ingredients',
    query: 'azúcar, pimienta',
    noResults: true,
    mustNotInclude: [],
    why: 'staples alone make no result',
  },
];
