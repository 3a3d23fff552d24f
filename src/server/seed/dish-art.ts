// The demo recipes' pictures, drawn by the project: the scene of the recipe's kind of dish (dish-scenes.ts)
// on a warm table, with a palette, a placemat and scattered garnish picked from the recipe's name, so the
// same recipe always gets the same picture and two soups still look different. Rendered to WebP by sharp.
import sharp from 'sharp';
import { foldAccents } from '#shared/domain/text.ts';
import { chili, circle, citrusWedge, ellipse, leaf, lighter, mix, rect, sprig } from './dish-shapes.ts';
import { between, pick, rngFrom, type Rng } from './seeded-random.ts';
import { dishScenes, type DishKind } from './dish-scenes.ts';

export const dishArtSize = { width: 640, height: 480 } as const;

/** Warm table colours (like the app's) from top-left to bottom-right. */
const palettes = [
  ['#fff1dc', '#fdba74'],
  ['#fef6d8', '#f9c74f'],
  ['#ffe8e4', '#f8a28f'],
  ['#eef8e6', '#b5dc8f'],
  ['#fdeede', '#e9a06b'],
  ['#e8f4fb', '#9ccbe8'],
  ['#fbeaf1', '#eea7c4'],
  ['#fff4e6', '#f4a261'],
] as const;

/** Words in a recipe's name that say the colour of its soup, drink, sauce or cream. */
const tints: [RegExp, string][] = [
  [/hummus|garbanzo/, '#e8d5a8'],
  [/chocolate|cacao|champurrado|brownie|cafe|\bmole\b|negro|negra|submarino/, '#5a2d12'],
  [/miso|shoyu/, '#c98a4b'],
  [/papelon|panela|chancaca|arequipe|dulce de leche|cajeta|caramelo|capirotada|huesillo|alfajor|turron/, '#c98b3e'],
  [/morad|mora\b|moras|jamaica|uva|remolacha|betabel|betarraga|arandano/, '#8e2a5c'],
  [/fresa|frutilla|tomate|jitomate|sandia|patilla|gazpacho|salmorejo|pozole|rojo|roja|frambuesa|guayaba/, '#d9381e'],
  [/mango|maracuya|parchita|naranja|calabaza|auyama|ahuyama|zapallo|huancaina|ocopa|locro|zanahoria|papaya|lechosa|aji amarillo|carapulcra/, '#f08c00'],
  [/aguacate|palta|guacamole|verde|pesto|espinaca|cilantro|menta|pistacho|limon|limonada|chimichurri|seco de|lulo|lulada|norteno/, '#7fb446'],
  [/coco|horchata|leche|natilla|crema|vainilla|avena|arroz con|blanco|blanca|queso|changua|atol|chicha venezolana|pisca|yogur|santiago/, '#f6ead0'],
  [/pina|maiz|choclo|elote|ajiaco|amarill|huevo|humita|cachapa|platano|aji de gallina|sancocho|mote|locro|pastel de choclo/, '#f2c230'],
  [/caraota|frijol|poroto|lenteja|fabada|cocido|carne|res\b|guiso|estofado|ropa vieja/, '#8a3d1f'],
];

/** The illustration as SVG markup: palette and table from the name's random source, then the dish. */
export function dishSvg(kind: DishKind, recipeName: string): string {
  const rng = rngFrom(`${kind}:${recipeName}`);
  const folded = foldAccents(recipeName.toLowerCase());
  const named = (pattern: RegExp) => pattern.test(folded);
  const suggested = tints.find(([pattern]) => named(pattern))?.[1];
  const tint = (fallbacks: readonly string[]) => suggested ?? pick(rng, fallbacks);
  const [from, to] = pick(rng, palettes);
  const table = tableUnder(rng, from, to);
  const dish = dishScenes[kind]({ rng, tint, named });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${dishArtSize.width}" height="${dishArtSize.height}" viewBox="0 0 640 480">` +
    `<defs><linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="480" fill="url(#table)"/>${table}${garnishAround(rng)}` +
    // Scenes are drawn with room to spare; a little larger they fill a recipe card better.
    `<g transform="translate(320 270) scale(1.1) translate(-320 -270)">${dish}</g></svg>`
  );
}

/** A placemat, a napkin or a plain halo under the dish. */
function tableUnder(rng: Rng, from: string, to: string): string {
  const style = rng();
  if (style < 0.35) {
    let mat = ellipse(320, 290, 300, 170, lighter(to, 0.15));
    for (let i = 1; i <= 5; i += 1) mat += ellipse(320, 290, 300 - i * 22, 170 - i * 12, 'none', `stroke="${mix(to, '#7c2d12', 0.18)}" stroke-width="3" opacity=".35"`);
    return mat;
  }
  if (style < 0.7) {
    const corner = pick(rng, [-1, 1]);
    const stripe = pick(rng, ['#e03131', '#2f6fd6', '#e8590c', '#2f9e44']);
    let napkin = rect(-120, -90, 240, 180, 14, '#fffaf3');
    for (let i = -3; i <= 3; i += 1) napkin += rect(-120, i * 26 - 4, 240, 8, 0, stripe, 'opacity=".55"');
    return `<g transform="translate(${corner < 0 ? 80 : 560} 420) rotate(${corner * 18})">${napkin}</g>` + circle(320, 250, 230, '#ffffff', 'opacity=".22"');
  }
  return circle(320 + between(rng, -30, 30), 250, 250, lighter(from, 0.5), 'opacity=".5"');
}

/** A few leaves, chilies, citrus and pepper on the table near the edges, never under the dish. */
function garnishAround(rng: Rng): string {
  let out = '';
  const count = 4 + Math.floor(rng() * 4);
  for (let i = 0; i < count; i += 1) {
    const a = rng() * Math.PI * 2;
    const x = 320 + Math.cos(a) * between(rng, 290, 330);
    const y = 240 + Math.sin(a) * between(rng, 205, 230);
    const what = rng();
    if (what < 0.35) out += leaf(x, y, between(rng, 26, 38), rng() * 360, pick(rng, ['#2f9e44', '#40a02b', '#5fae3a']));
    else if (what < 0.55) out += sprig(x, y, 30, rng() * 360);
    else if (what < 0.7) out += chili(x, y, 54, rng() * 360, pick(rng, ['#dc2626', '#e8590c', '#2f9e44']));
    else if (what < 0.8) out += citrusWedge(x, y, 22, rng() * 360);
    else out += [0, 1, 2].map((k) => circle(x + k * 9, y + (k % 2) * 7, 4, '#3b2416')).join('');
  }
  return out;
}

/** The picture of a recipe as a small WebP (flat colours compress well; the table gradient costs most). */
export async function renderDishArt(kind: DishKind, recipeName: string): Promise<Buffer> {
  return sharp(Buffer.from(dishSvg(kind, recipeName)))
    .webp({ quality: 76, effort: 2 })
    .toBuffer();
}
