import { foldAccents, normaliseSearchText } from './text.ts';

/**
 * Regional names of one ingredient, one group per line; the first name, folded, is the group's key.
 * Words whose meaning changes by country are deliberately in no group and keep their own key:
 * manteca (butter or lard), torta (cake or sandwich), tortilla (omelette or flatbread),
 * plátano (banana or plantain), culantro (also Eryngium foetidum). Hot and sweet peppers stay apart.
 */
export const ingredientSynonymGroups: readonly (readonly string[])[] = [
  ['papa', 'patata'],
  ['aguacate', 'palta', 'cura'],
  ['frijol', 'fríjol', 'poroto', 'caraota', 'judía', 'alubia', 'habichuela', 'frejol'],
  ['elote', 'choclo', 'mazorca', 'maíz tierno'],
  ['calabaza', 'zapallo', 'auyama', 'ahuyama', 'ayote'],
  ['calabacín', 'zapallito', 'calabacita', 'zucchini'],
  ['durazno', 'melocotón'],
  ['fresa', 'frutilla'],
  ['batata', 'boniato', 'camote', 'papa dulce'],
  ['guisante', 'arveja', 'chícharo'],
  ['judía verde', 'chaucha', 'ejote', 'vainita', 'poroto verde', 'habichuela tierna'],
  ['tomate', 'jitomate'],
  ['yuca', 'mandioca'],
  ['cerdo', 'chancho', 'cochino', 'puerco'],
  ['chayote', 'chayota', 'guatila', 'cidra', 'güisquil'],
  // Sweet peppers («chile dulce» in Central America); the Venezuelan ají dulce is a compound of its own.
  ['pimiento', 'pimentón', 'morrón', 'chile morrón', 'pimiento morrón', 'chile dulce'],
  // Hot peppers only.
  ['ají', 'chile', 'guindilla', 'ají picante', 'chile picante'],
  ['papaya', 'lechosa', 'fruta bomba', 'mamón'],
  ['sandía', 'patilla'],
  ['bizcocho', 'bizcochuelo', 'queque', 'ponqué'],
  ['bistec', 'bife', 'filete'],
  ['maní', 'cacahuete', 'cacahuate'],
  [
    'palomitas',
    'palomitas de maíz',
    'pochoclo',
    'pororó',
    'cabritas',
    'canchita',
    'crispetas',
    'cotufas',
    'canguil',
  ],
  ['piña', 'ananá'],
  ['maracuyá', 'parchita', 'mburucuyá', 'fruta de la pasión'],
  ['pomelo', 'toronja'],
  ['dulce de leche', 'cajeta', 'arequipe', 'manjar', 'manjar blanco'],
  ['nata', 'crema de leche'],
  [
    'carne picada',
    'carne molida',
    'carne picada de res',
    'carne molida de res',
    'carne de res molida',
    'carne picada de vacuno',
    'carne molida de vacuno',
  ],
  ['panceta', 'tocino', 'tocineta', 'beicon', 'bacon'],
  ['gamba', 'camarón', 'langostino'],
  ['champiñón', 'hongo', 'seta'],
  ['remolacha', 'betabel', 'betarraga'],
  ['col', 'repollo'],
  ['cebolleta', 'cebolla de verdeo', 'cebollín', 'cebolla larga'],
  ['albaricoque', 'damasco', 'chabacano'],
  ['pan de molde', 'pan lactal', 'pan de caja', 'pan tajado'],
  ['azúcar glas', 'azúcar glasé', 'azúcar impalpable', 'azúcar flor', 'azúcar pulverizada'],
  ['maicena', 'fécula de maíz', 'almidón de maíz'],
  ['achiote', 'onoto', 'bija'],
  ['ajonjolí', 'sésamo'],
  ['zumo', 'jugo'],
  ['pavo', 'guajolote', 'chompipe'],
  ['cilantro', 'coriandro'],
  ['carne de res', 'carne de vaca', 'carne de vacuno', 'res', 'vacuno'],
  ['banana', 'banano', 'cambur', 'guineo'],
  ['pan rallado', 'pan molido'],
  ['col de Bruselas', 'repollito de Bruselas', 'repollo de Bruselas'],
  ['ciruela pasa', 'ciruela seca'],
  ['uva pasa', 'pasa', 'uva seca', 'pasita'],
  ['jamón cocido', 'jamón de York', 'jamón dulce'],
  ['cebollino', 'ciboulette'],
  ['hierbabuena', 'yerbabuena'],
  ['cúrcuma', 'palillo'],
  ['clavo de olor', 'clavo'],
  ['polvo de hornear', 'polvo para hornear', 'levadura química'],
  ['bicarbonato', 'bicarbonato de sodio', 'bicarbonato de soda'],
  ['panela', 'piloncillo', 'papelón', 'chancaca', 'raspadura', 'rapadura'],
  ['brócoli', 'brécol', 'bróculi'],
  ['rúcula', 'arúgula', 'rúgula'],
  ['mejillón', 'choro'],
  ['morcilla', 'moronga'],
  ['mondongo', 'callos', 'guatita', 'pancita'],
  ['crema agria', 'nata agria', 'crema ácida'],
  ['nata montada', 'crema batida', 'crema chantilly', 'chantilly'],
  ['queso crema', 'queso de untar', 'queso para untar'],
  ['ricota', 'ricotta'],
  ['mozzarella', 'mozarela', 'muzzarella', 'muzarela'],
  ['yogur', 'yogurt', 'yoghurt'],
  ['avena', 'copos de avena', 'hojuelas de avena', 'avena en hojuelas'],
  ['espagueti', 'spaghetti'],
  ['salsa de soja', 'salsa de soya', 'sillao'],
  ['salsa inglesa', 'salsa worcestershire', 'salsa perrins'],
  ['kétchup', 'ketchup', 'cátsup', 'catsup'],
  ['mayonesa', 'mahonesa'],
  ['puerro', 'poro', 'ajoporro', 'ajo porro'],
  ['chalota', 'chalote', 'echalote', 'escalonia'],
  ['jengibre', 'kion'],
  ['alcachofa', 'alcaucil'],
  ['tuna', 'higo chumbo'],
  ['jaiba', 'cangrejo'],
  ['uchuva', 'aguaymanto', 'uvilla'],
  ['lulo', 'naranjilla'],
  ['tomate de árbol', 'tamarillo'],
  ['miel', 'miel de abeja'],
  ['jarabe de arce', 'sirope de arce', 'miel de arce', 'miel de maple'],
  ['grenetina', 'gelatina sin sabor'],
];

/**
 * Names kept whole although a later word looks like a descriptor («queso blanco» is not «queso»)
 * or the first word is a group name («ají dulce» is not hot). Each is its own key.
 */
const compoundNames = [
  'harina de maíz',
  'leche de coco',
  'aceite de oliva',
  'ají amarillo',
  'ají dulce',
  'queso blanco',
  'queso fresco',
  'chocolate blanco',
  'vino blanco',
  'té verde',
  'salsa verde',
  'salsa blanca',
  'pimentón dulce',
  'pimentón picante',
  'pimentón ahumado',
];

// prettier-ignore
/** Words that only say how much, stripped from the start: numbers in words, units, and the «de» after them. */
const quantityWords = new Set([
  'un', 'una', 'uno', 'medio', 'media', 'mitad', 'cuarto', 'tercio', 'dos', 'tres', 'cuatro', 'cinco', 'seis',
  'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'docena', 'par', 'algun', 'alguno', 'alguna', 'poco', 'poca',
  'mas', 'y', 'o', 'a', 'de', 'del', 'el', 'la', 'los', 'las',
  'taza', 'tacita', 'vaso', 'copa', 'g', 'gr', 'grs', 'gramo', 'kg', 'kilo', 'kilogramo', 'mg', 'ml', 'cl', 'dl',
  'l', 'lt', 'lts', 'litro', 'cc', 'cucharada', 'cucharadita', 'cuchara', 'cucharita', 'cda', 'cdta', 'cdita',
  'tbsp', 'tsp', 'oz', 'onza', 'lb', 'libra', 'diente', 'pizca', 'pizquita', 'chorro', 'chorrito', 'gota',
  'punado', 'manojo', 'ramo', 'rama', 'ramita', 'hoja', 'rodaja', 'rebanada', 'tajada', 'loncha', 'lonja', 'feta',
  'trozo', 'pedazo', 'pieza', 'unidad', 'lata', 'tarro', 'frasco', 'bote', 'paquete', 'sobre', 'bolsa', 'caja',
  'barra', 'cubo', 'cubito', 'tallo', 'cabeza', 'atado', 'racimo', 'botella', 'porcion',
  'sopera', 'rasa', 'colmada', 'grande', 'mediano', 'mediana', 'pequeno', 'pequena',
]);

/** Masculine adjectives in -o also describe feminine nouns in -a. */
function withFeminine(words: readonly string[]): string[] {
  return words.flatMap((w) => (w.endsWith('o') ? [w, `${w.slice(0, -1)}a`] : [w]));
}

// prettier-ignore
/** Colour, state, cut and size: they describe the ingredient without changing what it is. */
const descriptors = new Set([
  ...withFeminine([
    'blanco', 'negro', 'rojo', 'verde', 'amarillo', 'morado', 'rosado', 'dorado',
    'picado', 'molido', 'rallado', 'fresco', 'maduro', 'cocido', 'crudo', 'frito', 'asado', 'tostado', 'seco',
    'deshidratado', 'congelado', 'descongelado', 'enlatado', 'pelado', 'troceado', 'cortado', 'rebanado',
    'laminado', 'fileteado', 'desmenuzado', 'triturado', 'machacado', 'aplastado', 'derretido', 'fundido',
    'batido', 'tibio', 'frio', 'caliente', 'limpio', 'lavado', 'escurrido', 'remojado', 'hervido', 'sancochado',
    'deshuesado', 'desgrasado', 'duro', 'entero', 'colado', 'exprimido', 'precocido',
    'grande', 'mediano', 'pequeno', 'chico', 'grueso', 'fino', 'finamente', 'extra', 'virgen', 'natural',
    'organico', 'tierno', 'suave', 'firme', 'recien', 'bien',
  ]),
  'en cubo', 'en cubito', 'en trozo', 'en rodaja', 'en tira', 'en juliana', 'en dado', 'en dadito', 'en lamina',
  'en rebanada', 'en gajo', 'en brunoise', 'en mitad', 'en cuarto', 'a la mitad', 'por la mitad', 'al dente',
  'sin piel', 'sin hueso', 'sin semilla', 'sin pepa', 'sin sal', 'sin cascara', 'sin espina',
  'con piel', 'con hueso', 'con cascara',
]);

// prettier-ignore
/** Phrases that say nothing about the ingredient, dropped wherever they appear («c/n» is cantidad necesaria). */
const fillers = new Set([
  'al gusto', 'a gusto', 'c n', 'cantidad necesaria', 'cantidad suficiente', 'opcional', 'a temperatura ambiente',
]);

// prettier-ignore
/** Words that cannot end a name: left over once a descriptor after them is gone («pollo cocido y desmenuzado»). */
const connectors = new Set([
  'de', 'del', 'en', 'con', 'sin', 'y', 'e', 'o', 'a', 'al', 'el', 'la', 'los', 'las', 'por',
]);

/** Singular words that look plural. */
const invariantWords = new Set(['anis', 'cuscus', 'hummus', 'humus', 'tres', 'seis']);
/** Plurals of words ending in an unstressed -le or a stressed -é, which the rules below would cut too far. */
const irregularPlurals = new Map([
  ['chiles', 'chile'],
  ['moles', 'mole'],
  ['guacamoles', 'guacamole'],
  ['pures', 'pure'],
]);

/** Spanish plural to singular on a folded word: tomates→tomate, limones→limon, nueces→nuez, ajies→aji. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss') || invariantWords.has(word)) return word;
  const irregular = irregularPlurals.get(word);
  if (irregular) return irregular;
  if (/[aeiou]ces$/.test(word)) return `${word.slice(0, -3)}z`;
  // A stressed -í takes -es: ajíes, maníes.
  if (word.endsWith('ies')) return word.slice(0, -2);
  // -es after a vowel and l, n, r, d or y is the plural of a consonant ending (frijoles, limones, flores);
  // any other -es is an -e word plus s (tomates, verdes, postres).
  if (/[aeiou][lnrdy]es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The folded, singular words of a line, without notes in brackets or after a comma. */
function words(raw: string): string[] {
  const text = foldAccents(raw)
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    // A comma or semicolon starts a note («tomates, pelados»), except a decimal comma («1,5 kg»).
    .split(/[,;](?!\d)/)[0]!
    .replace(/(\p{N})(?=\p{L})/gu, '$1 ');
  const normalised = normaliseSearchText(text);
  return normalised === '' ? [] : normalised.split(' ').map(singular);
}

const isNumber = (word: string): boolean => /^\p{N}+$/u.test(word);

interface KnownName {
  readonly key: string;
  /** Every folded name the key stands for, the key first. */
  readonly names: readonly string[];
}

const knownNames = new Map<string, KnownName>();
for (const group of [...ingredientSynonymGroups, ...compoundNames.map((name) => [name])]) {
  const known = { key: foldAccents(group[0]!), names: group.map(foldAccents) };
  for (const name of group) knownNames.set(words(name).join(' '), known);
}

const longestPhrase = (phrases: Iterable<string>): number =>
  Math.max(...Array.from(phrases, (p) => p.split(' ').length));
const knownLength = longestPhrase(knownNames.keys());
const descriptorLength = longestPhrase(descriptors);
const fillerLength = longestPhrase(fillers);

/** Length of the longest phrase of the set starting at tokens[at], or 0. */
function phraseAt(
  tokens: readonly string[],
  at: number,
  has: (phrase: string) => boolean,
  maxLength: number,
): number {
  for (let length = Math.min(maxLength, tokens.length - at); length > 0; length--) {
    if (has(tokens.slice(at, at + length).join(' '))) return length;
  }
  return 0;
}

/**
 * A known name: its group, and the first word of what was written when that was several words and the
 * word names nothing on its own («carne» of «carne molida», not «papa» of «papa dulce»), a term of its own.
 */
type KnownPart = { readonly known: KnownName; readonly head: string | null };
type Part = KnownPart | { readonly word: string };

/** The known name written at tokens[at] (folded, singular words), longest first; null when there is none. */
export function knownNameAt(tokens: readonly string[], at: number): (KnownPart & { readonly length: number }) | null {
  const length = phraseAt(tokens, at, (p) => knownNames.has(p), knownLength);
  if (length === 0) return null;
  const first = tokens[at]!;
  const head = length > 1 && !knownNames.has(first) && !connectors.has(first) ? first : null;
  return { known: knownNames.get(tokens.slice(at, at + length).join(' '))!, head, length };
}

/** The terms a known name stands for in a search: its key, and its head word when it has one. */
export const knownNameTerms = ({ known, head }: KnownPart): string[] => (head ? [known.key, head] : [known.key]);

/** The meaningful parts of an ingredient line, known names recognised longest first. */
function parts(raw: string): Part[] {
  const tokens = words(raw);
  let at = 0;
  while (tokens.length - at > 1 && (isNumber(tokens[at]!) || quantityWords.has(tokens[at]!))) at++;
  const result: Part[] = [];
  while (at < tokens.length) {
    const token = tokens[at]!;
    const known = knownNameAt(tokens, at);
    if (known) {
      result.push({ known: known.known, head: known.head });
      at += known.length;
      continue;
    }
    // What follows «para» is the use, not the ingredient: «aceite para freír».
    if (token === 'para') break;
    const skip = isNumber(token)
      ? 1
      : phraseAt(tokens, at, (p) => fillers.has(p), fillerLength) ||
        // The first word is the ingredient itself, even when it looks like a descriptor.
        (result.length > 0 ? phraseAt(tokens, at, (p) => descriptors.has(p), descriptorLength) : 0);
    if (skip > 0) {
      at += skip;
      continue;
    }
    result.push({ word: token });
    at++;
  }
  while (result.length > 0) {
    const last = result[result.length - 1]!;
    if (!('word' in last) || !connectors.has(last.word)) break;
    result.pop();
  }
  return result;
}

/**
 * The canonical matching key of an ingredient line: '2 tazas de arroz blanco' → 'arroz',
 * 'patatas' → 'papa', '500 g de carne molida' → 'carne picada'. Empty when nothing is left.
 */
export function ingredientKey(raw: string): string {
  let key = keyMemo.get(raw);
  if (key === undefined) {
    if (keyMemo.size >= keyMemoLimit) keyMemo.clear();
    key = keyOf(parts(raw));
    keyMemo.set(raw, key);
  }
  return key;
}

/** The same lines come back all the time («2 dientes de ajo»): each is read once, up to this many remembered. */
const keyMemoLimit = 20_000;
const keyMemo = new Map<string, string>();

function keyOf(nameParts: readonly Part[]): string {
  return nameParts.map((part) => ('known' in part ? part.known.key : part.word)).join(' ');
}

/**
 * The search terms of an ingredient line (see search-terms.ts): each known name's terms and every other
 * word, without quantities, descriptors or connectors: '500 g de carne molida' → 'carne picada', 'carne'.
 */
export function ingredientTerms(raw: string): string[] {
  return parts(raw).flatMap((part) => ('known' in part ? knownNameTerms(part) : connectors.has(part.word) ? [] : [part.word]));
}

/**
 * The keys a cook's selection stands for: each name's key and, when the name has several parts, the key of
 * each part too, so «pechuga de pollo» also counts as «pollo» and «sal y pimienta» as both. A name known
 * whole stays whole: «leche de coco» is not «leche», «papa dulce» is not «papa».
 */
export function selectionKeys(selected: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const name of selected) {
    const nameParts = parts(name);
    keys.add(keyOf(nameParts));
    if (nameParts.length < 2) continue;
    for (const part of nameParts) {
      if ('known' in part) keys.add(part.known.key);
      else if (!connectors.has(part.word)) keys.add(part.word);
    }
  }
  keys.delete('');
  return [...keys];
}

export function sameIngredient(a: string, b: string): boolean {
  const key = ingredientKey(a);
  return key !== '' && key === ingredientKey(b);
}

/**
 * What every kitchen has, so «Tengo a la mano» never counts it as missing, and a recipe found only by
 * them is not a result: salt, water, oil, pepper and sugar, as the keys ingredientKey gives them.
 */
export const pantryStaples: readonly string[] = [
  'sal',
  'agua',
  'aceite',
  'aceite de oliva',
  'aceite vegetal',
  'aceite de girasol',
  'pimienta',
  'azúcar',
];
const stapleKeys = new Set(pantryStaples.map(ingredientKey));

/** The key is a staple, or only staples: 'sal y pimienta'. */
export function isStapleKey(key: string): boolean {
  return key !== '' && key.split(/ (?:y|e|o) /).every((part) => stapleKeys.has(part));
}

export interface PantryMatch {
  /** Recipe ingredient names as written: those the cook chose or every kitchen has (staples). */
  readonly have: string[];
  readonly missing: string[];
  /** have / (have + missing): the share of the recipe covered; 0 for a recipe with no ingredients. */
  readonly ratio: number;
  /** How many of the recipe's lines the chosen ingredients cover, staples aside. */
  readonly chosen: number;
}

/**
 * What the cook has of a recipe, for a selection read once and matched against many recipes: chosen
 * ingredients (after synonym normalisation, see selectionKeys) or staples.
 */
export function pantryMatcher(selected: readonly string[]): (recipeIngredientNames: readonly string[]) => PantryMatch {
  const available = new Set(selectionKeys(selected));
  return (recipeIngredientNames) => {
    const have: string[] = [];
    const missing: string[] = [];
    let chosen = 0;
    for (const name of recipeIngredientNames) {
      const key = ingredientKey(name);
      // A blank line in the editor is not an ingredient.
      if (key === '') continue;
      if (isStapleKey(key)) have.push(name);
      else if (available.has(key)) {
        have.push(name);
        chosen += 1;
      } else missing.push(name);
    }
    const total = have.length + missing.length;
    return { have, missing, ratio: total === 0 ? 0 : have.length / total, chosen };
  };
}

/** Which of a recipe's ingredients the cook has (pantryMatcher for one recipe). */
export const matchPantry = (recipeIngredientNames: readonly string[], selected: readonly string[]): PantryMatch =>
  pantryMatcher(selected)(recipeIngredientNames);
