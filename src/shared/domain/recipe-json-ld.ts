// schema.org Recipe ⇄ Sazón recipe, with no HTML involved: reading a JSON-LD object as blogs publish it (a
// Recipe alone, in a list, in @graph, with @type as a list; instructions as one text, a list of texts,
// HowToSteps or HowToSections; yields as a number, a text or a list; ISO 8601 durations), and writing a
// recipe as JSON-LD for GET /api/recipes/:id/export. The browser reads a pasted JSON-LD or a .json file
// with this same code; the server uses it for links (after finding the blocks in the page) and exports.
//
// Rules:
// - Texts lose their HTML: tags go (script and style with their content), entities are decoded, spaces
//   collapse, control characters go. Nothing of a page is ever shown as HTML.
// - Everything is capped to the editor's own limits (100 ingredients, 60 steps, the text lengths of
//   recipe-input.ts): what is longer is cut and the notes say so; an import never fails for size alone.
// - Meal type and nationality are set only when recipeCategory / recipeCuisine clearly name one of the
//   catalogue's values (in Spanish or English); otherwise the cook chooses.
// - A step's time comes from its own duration (performTime, totalTime…) or from its text («10 minutos»,
//   «1 hour»), written the way the cook screens read it («10 min», «30 seg»).
import { decodeHTML } from 'entities';
import {
  mealTypes,
  nationalities,
  stepTypeLabels,
  stepTypes,
  type MealType,
  type Nationality,
  type StepType,
} from './catalog.ts';
import { servingsLimits } from './servings.ts';
import { foldAccents } from './text.ts';

/** The editor's own limits (src/shared/contract/recipe-input.ts). */
export const importLimits = {
  ingredients: 100,
  steps: 60,
  name: 120,
  description: 2000,
  quantity: 60,
  ingredientName: 120,
  instruction: 2000,
  toolsPerStep: 20,
  tool: 60,
  /** Nodes looked at while searching a document for its Recipe: a bigger document is not searched further. */
  nodes: 20_000,
  /** Entries of one list (ingredients, instructions) read before capping: the rest is not even looked at. */
  listEntries: 10_000,
  /** The largest document read: a fetched page (the server), a pasted text or a .json file (the browser). */
  documentBytes: 2 * 1024 * 1024,
} as const;

export interface ImportedIngredient {
  quantity: string;
  name: string;
}

export interface ImportedStep {
  type: StepType;
  instruction: string;
  time: string;
  tools: string[];
}

/** What an import fills the editor's draft with; the cook reviews it and saves. */
export interface ImportedRecipe {
  name: string;
  description: string;
  mealType: MealType | null;
  nationality: Nationality | null;
  totalTime: string;
  servings: number | null;
  /** The picture's address as the document gives it (absolute or relative to the page). */
  image: string | null;
  ingredients: ImportedIngredient[];
  steps: ImportedStep[];
}

/** What was cut to fit the editor's limits: found and kept counts, and whether some text was shortened. */
export interface ImportNotes {
  ingredientsFound: number;
  ingredientsKept: number;
  stepsFound: number;
  stepsKept: number;
  textsShortened: boolean;
}

export interface ImportReading {
  recipe: ImportedRecipe;
  notes: ImportNotes;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** The @type names of a node, without a schema.org prefix: 'Recipe', 'http://schema.org/Recipe', 'schema:Recipe'. */
function typesOf(node: JsonObject): string[] {
  return asList(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, ''));
}

const hasType = (node: JsonObject, type: string) => typesOf(node).some((t) => t.toLowerCase() === type.toLowerCase());

/**
 * The first schema.org Recipe in a JSON-LD document: the document itself, an entry of a list, of @graph, or
 * an object nested in another one (mainEntity, about…). Breadth-first, so a page's own recipe comes before
 * recipes it links to; at most `importLimits.nodes` nodes are looked at.
 */
export function findRecipeNode(document: unknown): JsonObject | null {
  const queue: unknown[] = [document];
  let seen = 0;
  for (let index = 0; index < queue.length && seen < importLimits.nodes; index += 1) {
    const node = queue[index];
    seen += 1;
    if (Array.isArray(node)) {
      queue.push(...node.slice(0, importLimits.nodes));
      continue;
    }
    if (!isObject(node)) continue;
    if (hasType(node, 'Recipe')) return node;
    for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) queue.push(value);
  }
  return null;
}

/** Control characters (other than tab and line breaks) become spaces: the editor refuses them. */
const withoutControls = (s: string) =>
  [...s]
    .map((c) => {
      const code = c.codePointAt(0)!;
      return (code < 0x20 && c !== '\t' && c !== '\n') || (code >= 0x7f && code <= 0x9f) ? ' ' : c;
    })
    .join('');

/** A text without HTML: script and style go with their content, other tags go, entities are decoded, spaces collapse. */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  let text = value;
  // Twice: an entity-encoded tag («&lt;b&gt;») becomes a tag on decoding, and goes the second time.
  for (let pass = 0; pass < 2; pass += 1) {
    text = text
      .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[a-z!/?][^>]*>?/gi, ' ');
    text = decodeHTML(text);
  }
  return withoutControls(text.replace(/\r\n?/g, '\n'))
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** A one-line text (names, quantities): line breaks become spaces. */
const oneLine = (value: unknown) => cleanText(value).replace(/\s+/g, ' ');

/** At most `max` characters, cut at a word when one ends near the limit. */
function capText(text: string, max: number, notes: ImportNotes): string {
  if (text.length <= max) return text;
  notes.textsShortened = true;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut).trim();
}

/** Minutes of an ISO 8601 duration (PT1H15M, P1DT2H, PT90S, PT0.5H), or null when it is not one. */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?\s*$/i.exec(value);
  if (!match || !match.slice(1).some(Boolean)) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number((part ?? '0').replace(',', '.')));
  return weeks! * 10080 + days! * 1440 + hours! * 60 + minutes! + seconds! / 60;
}

/** PT1H15M for 75 minutes; whole seconds are kept (PT30S). */
export function minutesToIsoDuration(minutes: number): string {
  const totalSeconds = Math.max(0, Math.round(minutes * 60));
  const hours = Math.floor(totalSeconds / 3600);
  const mins = Math.floor((totalSeconds % 3600) / 60);
  const secs = totalSeconds % 60;
  if (totalSeconds === 0) return 'PT0M';
  return `PT${hours ? `${hours}H` : ''}${mins ? `${mins}M` : ''}${secs ? `${secs}S` : ''}`;
}

/** A total time as the editor writes it: '45 min', '1 h', '1 h 15 min'. */
export function formatTotalTime(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole <= 0) return '';
  const hours = Math.floor(whole / 60);
  const mins = whole % 60;
  if (!hours) return `${mins} min`;
  return mins ? `${hours} h ${mins} min` : `${hours} h`;
}

/** A step time as the cook screens read it (parseStepTime): whole minutes, or seconds under a minute. */
export function formatStepTime(minutes: number): string {
  if (!(minutes > 0)) return '';
  if (minutes < 1) return `${Math.max(1, Math.round(minutes * 60))} seg`;
  return `${Math.min(Math.round(minutes), 24 * 60)} min`;
}

const timeUnits: [RegExp, number][] = [
  [/^(?:h|hr|hrs|hora|horas|hour|hours)$/i, 60],
  [/^(?:min|mins|minuto|minutos|minute|minutes)$/i, 1],
  [/^(?:s|seg|segs|segundo|segundos|sec|secs|second|seconds)$/i, 1 / 60],
];

/**
 * Minutes a step's text names: «hornea 25 minutos», «cook for 1 hour 10 minutes», «10 a 15 min» (the
 * longest of a range). The first time named counts, with the unit right after it; null when none.
 */
export function minutesInText(text: string): number | null {
  const pattern = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|a|to)\s*(\d+(?:[.,]\d+)?))?\s*([a-záéíóú]+)\.?(?:\s+(?:y\s+|and\s+)?(\d+)\s*([a-záéíóú]+))?/giu;
  for (const match of text.matchAll(pattern)) {
    const [, first, upper, unit, moreAmount, moreUnit] = match;
    const factor = timeUnits.find(([units]) => units.test(unit!))?.[1];
    if (factor === undefined) continue;
    let minutes = Number((upper ?? first)!.replace(',', '.')) * factor;
    const moreFactor = moreUnit ? timeUnits.find(([units]) => units.test(moreUnit))?.[1] : undefined;
    if (moreAmount && moreFactor !== undefined && moreFactor < factor) minutes += Number(moreAmount) * moreFactor;
    return minutes;
  }
  return null;
}

const quantityUnits = [
  'tazas?', 'cucharadas?', 'cucharaditas?', 'cdas?', 'cdtas?', 'cdita?s?', 'gramos?', 'grs?', 'g', 'kilos?', 'kilogramos?', 'kgs?',
  'mililitros?', 'ml', 'litros?', 'l', 'cc', 'onzas?', 'oz', 'libras?', 'lbs?', 'pizcas?', 'dientes?', 'latas?', 'paquetes?',
  'sobres?', 'rebanadas?', 'lonchas?', 'hojas?', 'ramitas?', 'ramas?', 'manojos?', 'vasos?', 'chorritos?', 'chorros?', 'piezas?',
  'unidades?', 'unidad', 'trozos?', 'puñados?', 'cups?', 'c', 'tbsps?', 'tsps?', 'tablespoons?', 'teaspoons?', 'cloves?', 'cans?',
  'pinch(?:es)?', 'slices?', 'pounds?', 'ounces?', 'grams?', 'pieces?', 'sticks?', 'bunch(?:es)?', 'handfuls?', 'pints?', 'quarts?',
];
const amount = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?|[½⅓⅔¼¾⅛⅜⅝⅞⅕⅙])(?:\s*[½⅓⅔¼¾⅛⅜⅝⅞⅕⅙]|\s+\d+\s*\/\s*\d+)?`;
const quantityPattern = new RegExp(
  String.raw`^((?:${amount})(?:\s*(?:-|–|a|to)\s*(?:${amount}))?(?:\s*(?:${quantityUnits.join('|')})\b\.?)?)\s*(?:(?:de|of)\s+)?(.+)$`,
  'iu',
);
const toTastePattern = /^(.+?)[,\s]+(al gusto|a gusto|c\/n|cantidad necesaria|to taste|as needed)\.?$/iu;

/** An ingredient line split into its quantity and its name: «2 tazas de harina» → «2 tazas» + «harina». */
export function splitIngredientLine(line: string): ImportedIngredient {
  const text = line.trim();
  const measured = quantityPattern.exec(text);
  if (measured && measured[2]!.trim()) return { quantity: measured[1]!.trim(), name: measured[2]!.trim() };
  const toTaste = toTastePattern.exec(text);
  if (toTaste) return { quantity: toTaste[2]!, name: toTaste[1]!.trim() };
  return { quantity: '', name: text };
}

/** The words each catalogue value may be written with, folded (no accents, lower case). */
const mealTypeWords: Record<MealType, string[]> = {
  Desayuno: ['desayuno', 'desayunos', 'breakfast', 'brunch'],
  Almuerzo: ['almuerzo', 'almuerzos', 'comida', 'lunch'],
  Cena: ['cena', 'cenas', 'dinner', 'supper'],
  Postre: ['postre', 'postres', 'dessert', 'desserts', 'dulce', 'dulces'],
  Snack: ['snack', 'snacks', 'merienda', 'aperitivo', 'aperitivos', 'botana', 'botanas', 'tentempie', 'appetizer', 'appetizers'],
};
const nationalityWords: Record<Nationality, string[]> = {
  Internacional: ['internacional', 'international'],
  Venezolana: ['venezolana', 'venezolano', 'venezuela', 'venezuelan'],
  Colombiana: ['colombiana', 'colombiano', 'colombia', 'colombian'],
  Mexicana: ['mexicana', 'mexicano', 'mexico', 'mexican', 'tex-mex'],
  Italiana: ['italiana', 'italiano', 'italia', 'italy', 'italian'],
  Japonesa: ['japonesa', 'japones', 'japon', 'japan', 'japanese'],
  Francesa: ['francesa', 'frances', 'francia', 'france', 'french'],
  Española: ['espanola', 'espanol', 'espana', 'spain', 'spanish'],
  Peruana: ['peruana', 'peruano', 'peru', 'peruvian'],
};

/** The one catalogue value the given words clearly name, or null when none or several do. */
function catalogueValue<V extends string>(value: unknown, words: Record<V, string[]>, values: readonly V[]): V | null {
  const found = new Set<V>();
  for (const entry of asList(value).slice(0, 20)) {
    for (const part of oneLine(entry).split(/[,;/|]/)) {
      const folded = foldAccents(part).replace(/\s+/g, ' ').trim();
      const match = values.find((v) => words[v].includes(folded) || foldAccents(v) === folded);
      if (match) found.add(match);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** A number of portions from recipeYield: 4, '4', '4 porciones', ['4', '4 servings'], { value: 4 }. */
export function servingsFromYield(value: unknown): number | null {
  for (const entry of asList(value).slice(0, 10)) {
    const raw = isObject(entry) ? (entry.value ?? entry.maxValue) : entry;
    const n = typeof raw === 'number' ? raw : Number(/\d+/.exec(oneLine(raw))?.[0] ?? NaN);
    if (Number.isFinite(n) && n >= servingsLimits.min) return Math.min(servingsLimits.max, Math.round(n));
  }
  return null;
}

/** The first picture's address: a text, an ImageObject (url, contentUrl) or a list of either. */
function imageOf(value: unknown): string | null {
  for (const entry of asList(value).slice(0, 20)) {
    const url = typeof entry === 'string' ? entry : isObject(entry) ? (entry.url ?? entry.contentUrl ?? entry['@id']) : null;
    if (typeof url === 'string' && url.trim() && !/^\s*(?:javascript|data|vbscript):/i.test(url)) return url.trim();
  }
  return null;
}

const stepTypeWords: [StepType, RegExp][] = [
  ['hornear', /\b(horne|hornear|horno|bake|baking|oven|roast)/iu],
  ['reposar', /\b(repos|refrigera|nevera|deja enfriar|marina|rest\b|chill|refrigerate|let (?:it )?(?:stand|cool))/iu],
  ['servir', /^(?:sirve|servir|emplata|decora|serve|garnish)/iu],
  ['mezclar', /\b(mezcl|bate|batir|incorpora|amasa|revuelve|mix|whisk|stir|combine|knead|beat)/iu],
  ['cocinar', /\b(cocin|fr[ií]e|fre[ií]r|sofr[ií]|saltea|hierv|herv|calienta|dora|asa|cook|fry|boil|simmer|saut[eé]|grill|heat)/iu],
];

/** A step's type: its name when it is one of ours (an export's HowToStep name), else guessed from its words. */
function stepTypeOf(name: string, instruction: string): StepType {
  const folded = foldAccents(name).trim();
  const named = stepTypes.find((type) => foldAccents(stepTypeLabels[type]) === folded || type === folded);
  if (named) return named;
  return stepTypeWords.find(([, words]) => words.test(instruction))?.[0] ?? 'preparar';
}

interface RawStep {
  name: string;
  text: string;
  minutes: number | null;
  tools: string[];
}

const durationKeys = ['performTime', 'totalTime', 'cookTime', 'prepTime', 'timeRequired'] as const;

/** Instructions flattened into steps: a text (one step per line or numbered part), texts, HowToSteps, HowToSections. */
function rawSteps(value: unknown, out: RawStep[], depth = 0): void {
  if (depth > 4) return;
  for (const entry of asList(value)) {
    if (out.length >= importLimits.listEntries) return;
    if (typeof entry === 'string') {
      const text = cleanText(entry);
      const lines = text.split(/\n+|(?:^|\s)(?=\d{1,2}[.)]\s)/).map((line) => line.replace(/^\d{1,2}[.)]\s*/, '').trim());
      for (const line of lines) if (line) out.push({ name: '', text: line, minutes: null, tools: [] });
      continue;
    }
    if (!isObject(entry)) continue;
    if (hasType(entry, 'HowToSection') || (!entry.text && entry.itemListElement)) {
      rawSteps(entry.itemListElement, out, depth + 1);
      continue;
    }
    const text = cleanText(entry.text ?? entry.description ?? entry.name);
    if (!text) continue;
    const name = entry.text ? oneLine(entry.name) : '';
    const minutes = durationKeys.map((key) => isoDurationMinutes(entry[key])).find((m) => m !== null) ?? null;
    const tools = asList(entry.tool)
      .map((tool) => oneLine(isObject(tool) ? tool.name : tool))
      .filter(Boolean);
    out.push({ name, text, minutes, tools });
  }
}

const emptyNotes = (): ImportNotes => ({ ingredientsFound: 0, ingredientsKept: 0, stepsFound: 0, stepsKept: 0, textsShortened: false });

/** A schema.org Recipe node read into what the editor's draft takes, capped to the editor's limits. */
export function readRecipeNode(node: JsonObject): ImportReading {
  const notes = emptyNotes();
  const lines = asList(node.recipeIngredient ?? node.ingredients)
    .slice(0, importLimits.listEntries)
    .map(oneLine)
    .filter(Boolean);
  notes.ingredientsFound = lines.length;
  const ingredients = lines.slice(0, importLimits.ingredients).map((line) => {
    const { quantity, name } = splitIngredientLine(line);
    return { quantity: capText(quantity, importLimits.quantity, notes), name: capText(name, importLimits.ingredientName, notes) };
  });
  notes.ingredientsKept = ingredients.length;

  const found: RawStep[] = [];
  rawSteps(node.recipeInstructions, found);
  notes.stepsFound = found.length;
  const steps = found.slice(0, importLimits.steps).map((step): ImportedStep => {
    const instruction = capText(step.text, importLimits.instruction, notes);
    const type = stepTypeOf(step.name, instruction);
    const minutes = step.minutes ?? minutesInText(instruction);
    const heated = type === 'cocinar' || type === 'hornear';
    const tools = heated ? [] : [...new Set(step.tools.map((tool) => capText(tool.toLocaleUpperCase('es'), importLimits.tool, notes)))].slice(0, importLimits.toolsPerStep);
    return { type, instruction, time: minutes === null ? '' : formatStepTime(minutes), tools };
  });
  notes.stepsKept = steps.length;

  const total =
    isoDurationMinutes(node.totalTime) ??
    (() => {
      const parts = [isoDurationMinutes(node.prepTime), isoDurationMinutes(node.cookTime)].filter((m): m is number => m !== null);
      return parts.length ? parts.reduce((a, b) => a + b, 0) : null;
    })();

  const recipe: ImportedRecipe = {
    name: capText(oneLine(node.name ?? node.headline), importLimits.name, notes),
    description: capText(cleanText(node.description), importLimits.description, notes),
    mealType: catalogueValue(node.recipeCategory, mealTypeWords, mealTypes),
    nationality: catalogueValue(node.recipeCuisine, nationalityWords, nationalities),
    totalTime: total === null ? '' : formatTotalTime(Math.min(total, 7 * 24 * 60)),
    servings: servingsFromYield(node.recipeYield),
    image: imageOf(node.image),
    ingredients,
    steps,
  };
  return { recipe, notes };
}

export type JsonLdProblem = 'not-json' | 'no-recipe';

/** A pasted JSON-LD text or a .json file read into a draft, or why not. */
export function readRecipeJsonLdText(text: string): { reading: ImportReading } | { problem: JsonLdProblem } {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { problem: 'not-json' };
  }
  const node = findRecipeNode(document);
  return node ? { reading: readRecipeNode(node) } : { problem: 'no-recipe' };
}

/** What the export needs of a recipe (the detail's fields). */
export interface ExportableRecipe {
  name: string;
  description: string;
  author: string;
  imageUrl: string | null;
  totalTime: string;
  mealType: string;
  nationality: string;
  averageRating: number;
  ratingCount: number;
  createdAt: string;
  servings: number;
  ingredients: { quantity: string; name: string; image: string | null }[];
  steps: { type: StepType; instruction: string; time: string; image: string | null; tools: string[]; heatSource: string; pot: string }[];
}

/** An ingredient as one line: '2 tazas Harina', or 'Sal al gusto' when the quantity is no measure. */
function ingredientLine({ quantity, name }: { quantity: string; name: string }): string {
  if (!quantity) return name;
  return /^[\d½⅓⅔¼¾⅛⅜⅝⅞⅕⅙]/u.test(quantity) ? `${quantity} ${name}` : `${name} ${quantity}`;
}

/**
 * A recipe as schema.org Recipe JSON-LD. `minutesOf` reads a time text (the contract's timeTextMinutes);
 * `absolute` turns our file paths into full URLs.
 */
export function recipeToJsonLd(
  recipe: ExportableRecipe,
  { absolute, minutesOf }: { absolute: (path: string) => string; minutesOf: (time: string) => number },
): JsonObject {
  const duration = (time: string) => {
    const minutes = time ? minutesOf(time) : 0;
    return minutes > 0 ? minutesToIsoDuration(minutes) : undefined;
  };
  const document: JsonObject = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    author: { '@type': 'Person', name: recipe.author },
    datePublished: recipe.createdAt,
    recipeCategory: recipe.mealType,
    recipeCuisine: recipe.nationality,
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: recipe.steps.map((step) => {
      const tools = [...step.tools, step.heatSource, step.pot].filter(Boolean);
      return {
        '@type': 'HowToStep',
        name: stepTypeLabels[step.type],
        text: step.instruction,
        ...(duration(step.time) ? { performTime: duration(step.time) } : {}),
        ...(tools.length ? { tool: tools.map((name) => ({ '@type': 'HowToTool', name })) } : {}),
        ...(step.image ? { image: absolute(step.image) } : {}),
      };
    }),
  };
  if (recipe.imageUrl) document.image = [absolute(recipe.imageUrl)];
  const total = duration(recipe.totalTime);
  if (total) document.totalTime = total;
  document.recipeYield = `${recipe.servings} porciones`;
  if (recipe.ratingCount > 0) {
    document.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(recipe.averageRating * 10) / 10,
      ratingCount: recipe.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return document;
}
