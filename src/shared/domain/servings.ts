// Servings: scaling a recipe's free-text quantities («2 tazas», «1 ½ kg», «2-3 dientes», «una pizca») to the
// number of portions the cook chooses, and writing them back the way a Spanish cook writes them.
//
// The rules, in one place (pure functions, used by the book, the pre-cooking check and cook mode, online
// and offline alike):
// - A recipe is for 1 to 50 portions (servingsLimits); new recipes are for 4.
// - At the recipe's own number of portions every quantity is shown exactly as written.
// - What has no number, and what is a pinch or a splash («una pizca», «al gusto», «c/n», «un chorrito»),
//   is left as written: nobody measures two pinches.
// - Cups, spoons, glasses and things counted (dientes, latas, huevos…) are written with the fractions cooks
//   measure with (½ ⅓ ⅔ ¼ ¾, and ⅛ below a quarter), rounded to the nearest one; counts of 5 or more are
//   whole. Units agree with the amount: «1 taza», «½ taza», «1 ½ tazas».
// - Grams, millilitres and centimetres are decimals with a comma, rounded to what a kitchen scale shows
//   (half units below 10, whole units above: 333 g, never 333,33 g); 1000 g or more are kilos and 1000 ml
//   or more are litres (2 decimals at most), under one kilo or litre they are grams or millilitres again.
//   A kilo or litre first written with a fraction («½ litro», «1 ¼ kg») keeps fractions when it lands on one.
// - A range («2-3 dientes», «2 a 3») is scaled at both ends.
// - Measures: the cook may see the quantities as written, in metric or in cups and spoons. Only volume is
//   converted to volume (1 taza = 240 ml, the Latin American and US cup most of the book is written in;
//   1 cucharada = 15 ml; 1 cucharadita = 5 ml), and ounces and pounds to grams. Grams are never turned into
//   cups: a cup of flour and a cup of sugar weigh differently, and without a density per ingredient the
//   answer would be wrong. In metric, spoons stay spoons (15 and 5 ml are the metric kitchen's spoons, and
//   «5 ml de sal» is not how anyone measures salt); cups become millilitres. In cups and spoons, millilitres
//   and litres become cups (from ¼ taza), spoons or teaspoons, whichever reads best.

import { foldAccents as fold } from './text.ts';

export const servingsLimits = { min: 1, max: 50, byDefault: 4 } as const;

/** A number of portions the screens may show: a whole number from 1 to 50 (anything else becomes the nearest). */
export function clampServings(value: number): number {
  if (!Number.isFinite(value)) return servingsLimits.byDefault;
  return Math.min(servingsLimits.max, Math.max(servingsLimits.min, Math.round(value)));
}

/** Reads ?porciones=… of a URL (or any text): a valid number of portions, or null. */
export function parseServings(text: string | null | undefined): number | null {
  if (!text || !/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= servingsLimits.min && n <= servingsLimits.max ? n : null;
}

export const measureSystems = ['original', 'metric', 'cups'] as const;
export type MeasureSystem = (typeof measureSystems)[number];

export const isMeasureSystem = (value: unknown): value is MeasureSystem =>
  typeof value === 'string' && (measureSystems as readonly string[]).includes(value);

type Kind = 'mass' | 'volume' | 'length' | 'spoon' | 'count';

interface Unit {
  singular: string;
  plural: string;
  kind: Kind;
  /** Grams, millilitres or centimetres in one of this unit (metric and convertible units). */
  base?: number;
}

const vulgarValues: Record<string, number> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4,
  '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8, '⅕': 1 / 5, '⅙': 1 / 6,
};
const vulgarChars = Object.keys(vulgarValues).join('');
/** An amount written with a fraction: a slash or a fraction glyph. */
const fractionWritten = new RegExp(`[/${vulgarChars}]`, 'u');

const wordNumbers: Record<string, number> = {
  un: 1, una: 1, uno: 1, medio: 0.5, media: 0.5, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6,
  siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, docena: 12,
};

const unit = (singular: string, plural: string, kind: Kind, base?: number): Unit =>
  base === undefined ? { singular, plural, kind } : { singular, plural, kind, base };

// Metric units keep the spelling the cook used: «g» stays «g», «gramos» stays «gramos».
const grams = unit('g', 'g', 'mass', 1);
const kilos = unit('kg', 'kg', 'mass', 1000);
const gramWords = unit('gramo', 'gramos', 'mass', 1);
const kiloWords = unit('kilo', 'kilos', 'mass', 1000);
const millilitres = unit('ml', 'ml', 'volume', 1);
const litreLetter = unit('l', 'l', 'volume', 1000);
const litreWords = unit('litro', 'litros', 'volume', 1000);
const cup = unit('taza', 'tazas', 'spoon', 240);
const tablespoon = unit('cucharada', 'cucharadas', 'spoon', 15);
const teaspoon = unit('cucharadita', 'cucharaditas', 'spoon', 5);

/** Units by the folded words cooks write (accents and capitals do not matter). */
const units: Record<string, Unit> = {
  g: grams, gr: grams, grs: grams, 'g.': grams, 'gr.': grams,
  gramo: gramWords, gramos: gramWords,
  kg: kilos, 'kg.': kilos, kgs: kilos,
  kilo: kiloWords, kilos: kiloWords, kilogramo: unit('kilogramo', 'kilogramos', 'mass', 1000),
  kilogramos: unit('kilogramo', 'kilogramos', 'mass', 1000),
  oz: unit('oz', 'oz', 'mass', 28.35), onza: unit('onza', 'onzas', 'mass', 28.35), onzas: unit('onza', 'onzas', 'mass', 28.35),
  lb: unit('lb', 'lb', 'mass', 453.6), libra: unit('libra', 'libras', 'mass', 453.6), libras: unit('libra', 'libras', 'mass', 453.6),
  ml: millilitres, 'ml.': millilitres, cc: unit('cc', 'cc', 'volume', 1),
  mililitro: unit('mililitro', 'mililitros', 'volume', 1), mililitros: unit('mililitro', 'mililitros', 'volume', 1),
  cl: unit('cl', 'cl', 'volume', 10), dl: unit('dl', 'dl', 'volume', 100),
  l: litreLetter, lt: litreLetter, lts: litreLetter, litro: litreWords, litros: litreWords,
  cm: unit('cm', 'cm', 'length', 1),
  taza: cup, tazas: cup,
  cucharada: tablespoon, cucharadas: tablespoon,
  cda: unit('cda', 'cdas', 'spoon', 15), cdas: unit('cda', 'cdas', 'spoon', 15),
  cucharadita: teaspoon, cucharaditas: teaspoon,
  cdta: unit('cdta', 'cdtas', 'spoon', 5), cdtas: unit('cdta', 'cdtas', 'spoon', 5),
  cdita: unit('cdita', 'cditas', 'spoon', 5), cditas: unit('cdita', 'cditas', 'spoon', 5),
  // Glasses are kitchen measures too, but of no fixed size: scaled, never converted.
  vaso: unit('vaso', 'vasos', 'spoon'), vasos: unit('vaso', 'vasos', 'spoon'),
  vasito: unit('vasito', 'vasitos', 'spoon'), vasitos: unit('vasito', 'vasitos', 'spoon'),
};

// Things counted: scaled like pieces, their word agreeing with the amount.
for (const [singular, plural] of [
  ['diente', 'dientes'], ['unidad', 'unidades'], ['lata', 'latas'], ['sobre', 'sobres'], ['hoja', 'hojas'],
  ['tallo', 'tallos'], ['rama', 'ramas'], ['ramita', 'ramitas'], ['rebanada', 'rebanadas'],
  ['loncha', 'lonchas'], ['lonja', 'lonjas'], ['rodaja', 'rodajas'], ['tajada', 'tajadas'], ['trozo', 'trozos'],
  ['manojo', 'manojos'], ['cabeza', 'cabezas'], ['bolsa', 'bolsas'], ['tableta', 'tabletas'],
  ['barrita', 'barritas'], ['astilla', 'astillas'], ['presa', 'presas'], ['hebra', 'hebras'],
  ['pieza', 'piezas'], ['filete', 'filetes'], ['paquete', 'paquetes'], ['sobrecito', 'sobrecitos'],
  ['puñado', 'puñados'], ['pechuga', 'pechugas'], ['muslo', 'muslos'], ['rodajita', 'rodajitas'],
  ['bote', 'botes'], ['frasco', 'frascos'], ['cubito', 'cubitos'], ['pastilla', 'pastillas'],
] as const) {
  const counted = unit(singular, plural, 'count');
  units[fold(singular)] = counted;
  units[fold(plural)] = counted;
}

/** Words that say «a little, by eye»: a quantity holding one is never scaled. */
const unmeasured = /\b(al gusto|a gusto|c\/n|c\.n\.|cantidad necesaria|pizca|pizquita|pellizco|chorrito|chorro|chorrit|poco|poquito|opcional|unas gotas|gotas)\b/u;

const amountSource = `\\d+\\s+\\d+\\/\\d+|\\d+\\/\\d+|\\d+(?:[.,]\\d+)?(?:\\s?[${vulgarChars}])?|[${vulgarChars}]`;
const wordSource = Object.keys(wordNumbers).join('|');
const quantityPattern = new RegExp(
  `^\\s*(${amountSource}|(?:${wordSource})(?![\\p{L}]))(?:\\s*(?:-|–|a|o)\\s*(${amountSource}|(?:${wordSource})(?![\\p{L}])))?(.*)$`,
  'iu',
);

function amountValue(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t in wordNumbers) return wordNumbers[t]!;
  const mixedSlash = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixedSlash) return Number(mixedSlash[1]) + Number(mixedSlash[2]) / Number(mixedSlash[3]);
  const slash = /^(\d+)\/(\d+)$/.exec(t);
  if (slash) return Number(slash[2]) === 0 ? null : Number(slash[1]) / Number(slash[2]);
  // «1.500 g» is a thousand five hundred grams; «1.5 kg» one and a half.
  if (/^\d{1,3}(\.\d{3})+$/.test(t)) return Number(t.replace(/\./g, ''));
  const withVulgar = new RegExp(`^(\\d+(?:[.,]\\d+)?)?\\s?([${vulgarChars}])?$`, 'u').exec(t);
  if (!withVulgar || (!withVulgar[1] && !withVulgar[2])) return null;
  return Number((withVulgar[1] ?? '0').replace(',', '.')) + (withVulgar[2] ? vulgarValues[withVulgar[2]]! : 0);
}

export interface ParsedQuantity {
  /** The amount, or the lower end of a range. */
  amount: number;
  /** The upper end of a range («2-3»), else null. */
  to: number | null;
  /** The unit when one is known (taza, g, diente…), else null: a count of the ingredient itself. */
  unit: Unit | null;
  /** What follows the amount and unit, kept as written («(395 g)», «grandes»). */
  rest: string;
  /** The cook wrote the amount with a fraction (½, 1/2): kilos and litres keep fractions. */
  fractionStyle: boolean;
}

/** Reads a quantity as cooks write it; null when it has no amount or is a pinch, a splash or «al gusto». */
export function parseQuantity(text: string): ParsedQuantity | null {
  if (!text.trim() || unmeasured.test(fold(text))) return null;
  const match = quantityPattern.exec(text);
  if (!match) return null;
  const amount = amountValue(match[1]!);
  const to = match[2] === undefined ? null : amountValue(match[2]);
  if (amount === null || amount <= 0 || (match[2] !== undefined && (to === null || to <= amount))) return null;
  // A number glued to letters («2x», «3er») is not an amount.
  let rest = match[3] ?? '';
  if (/^[\p{L}]/u.test(rest) && !/^[\p{L}]/u.test(match[1]!)) {
    // «200g», «2tazas»: glued units are fine, anything else is not a quantity.
    const glued = /^([\p{L}.]+)/u.exec(rest)![1]!;
    if (!units[fold(glued)]) return null;
    rest = ` ${rest}`;
  }
  const word = /^\s+([\p{L}.]+(?:\/[\p{L}]+)?)/u.exec(rest);
  const known = word ? units[fold(word[1]!)] : undefined;
  if (known) rest = rest.slice(word![0].length);
  return {
    amount,
    to,
    unit: known ?? null,
    rest,
    fractionStyle: fractionWritten.test(match[1]! + (match[2] ?? '')) || /^(medio|media)$/i.test(match[1]!.trim()),
  };
}

// ---- Writing amounts back ----------------------------------------------------------------------------

const fractionGlyphs: [number, string][] = [
  [1 / 8, '⅛'], [1 / 4, '¼'], [1 / 3, '⅓'], [1 / 2, '½'], [2 / 3, '⅔'], [3 / 4, '¾'],
];

/** The nearest amount a cook measures with cups, spoons or pieces (see the rules at the top). */
function roundMeasured(value: number, kind: 'spoon' | 'count'): number {
  if (value >= 10 || (kind === 'count' && value >= 5)) return Math.round(value);
  // Pieces from one up go by halves (1 ½ limones); below one, and cups and spoons, by the kitchen's fractions.
  if (kind === 'count' && value >= 1) return Math.round(value * 2) / 2;
  const whole = Math.floor(value);
  const part = value - whole;
  // An eighth only below one: «1 ⅛ tazas» is not a measure anyone has.
  const parts =
    kind === 'count' ? [0, 1 / 4, 1 / 2, 3 / 4, 1] : [0, ...(whole ? [] : [1 / 8]), 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
  let best = parts[0]!;
  for (const p of parts) if (Math.abs(part - p) < Math.abs(part - best) - 1e-9) best = p;
  const rounded = whole + best;
  // Never round something down to nothing: the least is an eighth of a spoon or a quarter of a piece.
  if (rounded === 0) return kind === 'count' ? 1 / 4 : 1 / 8;
  return rounded;
}

/** «1 ½», «¾», «3»: an amount already rounded to fractions. */
function writeFraction(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  const glyph = fractionGlyphs.find(([p]) => Math.abs(p - part) < 1e-6)?.[1];
  if (!glyph) return writeDecimal(value);
  return whole ? `${whole} ${glyph}` : glyph;
}

/** «1,25», «333», «2,5»: a decimal the Spanish way, at most two decimals. */
function writeDecimal(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** Grams, millilitres or centimetres as a kitchen scale shows them. */
function roundMetric(value: number): number {
  if (value < 10) return Math.max(0.5, Math.round(value * 2) / 2);
  return Math.round(value);
}

interface Written {
  amount: string;
  /** Whether the unit word takes its plural. */
  plural: boolean;
  unit: Unit | null;
}

const isQuarter = (value: number) => Math.abs(value * 4 - Math.round(value * 4)) < 0.01 && value >= 0.25;

/** The small and big unit a metric amount is written in, in the family and spelling of the cook's unit. */
function metricFamily(original: Unit): { small: Unit; big: Unit } {
  if (original.kind === 'mass') {
    const words = ['gramo', 'kilo', 'kilogramo'].includes(original.singular);
    return { small: original === gramWords ? gramWords : grams, big: words ? kiloWords : kilos };
  }
  return { small: millilitres, big: original === litreLetter ? litreLetter : litreWords };
}

/** A metric amount in base units (g, ml, cm), written in the family of the unit the cook used. */
function writeMetric(base: number, original: Unit, fractionStyle: boolean): Written {
  if (original.kind === 'length') {
    const rounded = roundMetric(base);
    return { amount: writeDecimal(rounded), plural: rounded > 1, unit: original };
  }
  const { small, big } = metricFamily(original);
  const inBig = base / 1000;
  // «½ litro», «1 ¼ kg»: a kilo or litre written with a fraction keeps fractions when it lands on a quarter.
  if (fractionStyle && original.base === 1000 && isQuarter(inBig)) {
    const quarters = Math.round(inBig * 4) / 4;
    return { amount: writeFraction(quarters), plural: quarters > 1, unit: big };
  }
  if (base >= 1000) {
    const rounded = Math.round(inBig * 100) / 100;
    return { amount: writeDecimal(rounded), plural: rounded > 1, unit: big };
  }
  const rounded = roundMetric(base);
  return { amount: writeDecimal(rounded), plural: rounded > 1, unit: small };
}

/** Millilitres as cups, spoons or teaspoons, whichever a cook would reach for. */
function writeInCups(ml: number): Written {
  const [u, size] = ml >= 60 ? [cup, 240] : ml >= 15 ? [tablespoon, 15] : [teaspoon, 5];
  const rounded = roundMeasured(ml / size, 'spoon');
  return { amount: writeFraction(rounded), plural: rounded > 1, unit: u };
}

function writeOne(value: number, parsed: ParsedQuantity, system: MeasureSystem): Written {
  const u = parsed.unit;
  if (!u || u.kind === 'count') {
    const rounded = roundMeasured(value, 'count');
    return { amount: writeFraction(rounded), plural: rounded > 1, unit: u };
  }
  const base = u.base === undefined ? undefined : value * u.base;
  if (base !== undefined && system === 'cups' && u.kind === 'volume') return writeInCups(base);
  if (base !== undefined && system === 'metric' && u === cup) return writeMetric(base, cup, false);
  if (u.kind === 'spoon') {
    const rounded = roundMeasured(value, 'spoon');
    return { amount: writeFraction(rounded), plural: rounded > 1, unit: u };
  }
  // Ounces and pounds are grams in every system but the one they were written in.
  if (u.singular === 'oz' || u.singular === 'onza' || u.singular === 'lb' || u.singular === 'libra') {
    if (system === 'original') {
      const rounded = roundMeasured(value, 'spoon');
      return { amount: writeFraction(rounded), plural: rounded > 1, unit: u };
    }
    return writeMetric(base!, grams, false);
  }
  return writeMetric(base!, u, parsed.fractionStyle);
}

const unitWord = (written: Written) => (written.unit ? (written.plural ? written.unit.plural : written.unit.singular) : '');

function join(amount: string, written: Written, rest: string): string {
  const word = unitWord(written);
  return `${amount}${word ? ` ${word}` : ''}${rest}`.trim();
}

/**
 * The quantity for `factor` times the recipe (new portions ÷ the recipe's portions), in the chosen measures.
 * What cannot be scaled comes back as written; so does everything at factor 1 in the recipe's own measures.
 */
export function scaleQuantity(text: string, factor: number, system: MeasureSystem = 'original'): string {
  if (!(factor > 0) || !Number.isFinite(factor)) return text;
  if (Math.abs(factor - 1) < 1e-9 && system === 'original') return text;
  const parsed = parseQuantity(text);
  if (!parsed) return text;
  const low = writeOne(parsed.amount * factor, parsed, system);
  if (parsed.to === null) return join(low.amount, low, parsed.rest);
  const high = writeOne(parsed.to * factor, parsed, system);
  // Both ends in one unit: when they land in different ones (950 g-1,2 kg), the upper end's unit says both.
  if (low.amount === high.amount && low.unit === high.unit) return join(high.amount, high, parsed.rest);
  if (low.unit !== high.unit) return `${join(low.amount, low, '')}-${join(high.amount, high, parsed.rest)}`;
  return join(`${low.amount}-${high.amount}`, high, parsed.rest);
}

/** The factor from the recipe's portions to the cook's: 1 when either is not a sane number of portions. */
export function servingsFactor(recipeServings: number, chosen: number): number {
  if (!(recipeServings >= 1) || !(chosen >= 1)) return 1;
  return chosen / recipeServings;
}

/** Every ingredient with its quantity for `chosen` portions of a recipe written for `recipeServings`. */
export function scaleIngredients<T extends { quantity: string }>(
  ingredients: readonly T[],
  recipeServings: number,
  chosen: number,
  system: MeasureSystem = 'original',
): T[] {
  const factor = servingsFactor(recipeServings, chosen);
  return ingredients.map((ingredient) => ({ ...ingredient, quantity: scaleQuantity(ingredient.quantity, factor, system) }));
}
