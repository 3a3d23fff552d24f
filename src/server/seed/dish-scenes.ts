// One flat illustration per kind of dish, for the demo recipes' pictures (dish-art.ts puts it on a table).
// Each scene draws in the 640×480 canvas around the middle and takes its variations (how many pieces,
// where the garnish falls, the bowl's colour) from the recipe name's random source; `tint` is the main
// colour the recipe's name suggests (a chocolate drink is brown, a blackberry juice purple).
import {
  at,
  bowl,
  chunk,
  circle,
  citrusWedge,
  darker,
  ellipse,
  grains,
  insideEllipse,
  leaf,
  lighter,
  line,
  n,
  onionSliver,
  path,
  plate,
  rect,
  scatter,
  shadow,
  slice,
  spots,
  sprig,
  steam,
  tomatoSlice,
} from './dish-shapes.ts';
import { between, pick, type Rng } from './seeded-random.ts';

export interface SceneContext {
  rng: Rng;
  /** The colour the recipe's name suggests, or one of the fallbacks. */
  tint: (fallbacks: readonly string[]) => string;
  /** Whether the recipe's name (accents folded, lower case) matches. */
  named: (pattern: RegExp) => boolean;
}
type Scene = (c: SceneContext) => string;

const rims = ['#fffaf3', '#fdf3e1', '#f4f8fb'] as const;
const bands = [undefined, '#2f6fd6', '#e2711d', '#3f8f4a', '#c0392b'] as const;
const bowlColors = ['#c2410c', '#2f6fd6', '#e8a317', '#0f766e', '#be123c', '#f3e3c3', '#7c4a2d'] as const;
const herbs = ['#2f9e44', '#37b24d', '#40a02b'] as const;

const anyPlate = (rng: Rng, cx: number, cy: number, rx: number, ry: number) => plate(cx, cy, rx, ry, pick(rng, rims), pick(rng, bands));

function herbsOver(rng: Rng, count: number, cx: number, cy: number, rx: number, ry: number, size = 14): string {
  return spots(rng, count, cx, cy, rx, ry)
    .map(([x, y]) => (rng() < 0.5 ? leaf(x, y, size, rng() * 360, pick(rng, herbs)) : sprig(x, y, size * 1.2, rng() * 360, pick(rng, herbs))))
    .join('');
}

/** A golden disc seen at an angle with toasted spots: an arepa, a tortilla, a cookie. */
function disc(rng: Rng, x: number, y: number, rx: number, ry: number, thick: number, color: string, spotColor = '#9a5a1c'): string {
  return (
    ellipse(x, y + thick, rx, ry, darker(color, 0.22)) +
    rect(x - rx, y, rx * 2, thick, 0, darker(color, 0.22)) +
    ellipse(x, y, rx, ry, color) +
    scatter(rng, 9, x, y, rx * 0.75, ry * 0.7, Math.max(2.5, rx / 12), [spotColor, darker(color, 0.12)]).replaceAll('<circle', '<circle opacity=".55"')
  );
}

/** A cob of corn (choclo, elote) seen from the side, kernels in rows. */
function corn(x: number, y: number, len: number, angle: number): string {
  const h = len * 0.42;
  let kernels = '';
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 6; col += 1) kernels += ellipse(-len / 2 + len * 0.12 + col * len * 0.155, -h / 2 + h * 0.18 + row * h * 0.22, len * 0.065, h * 0.1, '#fbd24a', 'stroke="#e0a81c" stroke-width="1.5"');
  return at(x, y, angle, rect(-len / 2, -h / 2, len, h, h / 2, '#f6c232') + kernels);
}

/** A golden ball (buñuelo, pan de bono, croqueta) with its light and its toasted bottom. */
function ball(x: number, y: number, r: number, color: string): string {
  return circle(x, y, r, darker(color, 0.15)) + circle(x - r * 0.08, y - r * 0.1, r * 0.88, color) + ellipse(x - r * 0.32, y - r * 0.38, r * 0.32, r * 0.2, lighter(color, 0.45), 'opacity=".8"');
}

/** A small dish of sauce with a swirl, for dipping. */
function sauceDish(rng: Rng, id: string, x: number, y: number, r: number, sauce: string): string {
  return bowl(id, {
    cx: x,
    cy: y,
    rx: r,
    ry: r * 0.38,
    depth: r * 0.55,
    color: pick(rng, ['#f3e3c3', '#2f6fd6', '#c2410c', '#fffaf3']),
    surface: ellipse(x, y, r, r * 0.4, sauce) + path(`M${n(x - r * 0.5)} ${n(y)}q${n(r * 0.5)} ${n(-r * 0.25)} ${n(r * 0.9)} ${n(r * 0.05)}`, 'none', `stroke="${lighter(sauce, 0.4)}" stroke-width="4" stroke-linecap="round"`),
  });
}

function shrimp(x: number, y: number, size: number, angle: number): string {
  const s = size;
  const segments = [0.35, 0.6, 0.85].map((t) => {
    const a = Math.PI * (1 - t);
    return line(Math.cos(a) * s * 0.3, -Math.sin(a) * s * 0.3, Math.cos(a) * s * 0.62, -Math.sin(a) * s * 0.62, '#c2410c', 2.5);
  });
  return at(
    x,
    y,
    angle,
    path(`M${n(-s * 0.46)} 0A${n(s * 0.46)} ${n(s * 0.46)} 0 1 1 ${n(s * 0.46)} 0`, 'none', `stroke="#f76b1c" stroke-width="${n(s * 0.34)}" stroke-linecap="round"`) +
      path(`M${n(-s * 0.46)} 0A${n(s * 0.46)} ${n(s * 0.46)} 0 1 1 ${n(s * 0.46)} 0`, 'none', `stroke="#ffb27a" stroke-width="${n(s * 0.12)}" stroke-linecap="round" opacity=".8"`) +
      segments.join('') +
      path(`M${n(s * 0.46)} 0l${n(-s * 0.22)} ${n(s * 0.3)}l${n(s * 0.44)} 0Z`, '#e8590c'),
  );
}

/** Side view of a bread roll half (bun, arepa, sandwich bread): flat cut face, rounded crust. */
function bun(x: number, y: number, w: number, h: number, color: string, top: boolean): string {
  const d = top
    ? `M${n(x - w / 2)} ${n(y)}C${n(x - w / 2)} ${n(y - h * 1.25)} ${n(x + w / 2)} ${n(y - h * 1.25)} ${n(x + w / 2)} ${n(y)}Z`
    : `M${n(x - w / 2)} ${n(y)}L${n(x + w / 2)} ${n(y)}C${n(x + w / 2)} ${n(y + h * 0.9)} ${n(x - w / 2)} ${n(y + h * 0.9)} ${n(x - w / 2)} ${n(y)}Z`;
  return path(d, color) + (top ? path(`M${n(x - w * 0.3)} ${n(y - h * 0.6)}q${n(w * 0.15)} ${n(-h * 0.3)} ${n(w * 0.35)} ${n(-h * 0.32)}`, 'none', `stroke="${lighter(color, 0.45)}" stroke-width="6" stroke-linecap="round" opacity=".7"`) : '');
}

/** A wavy band (lettuce, a filling) between two x positions. */
function wavy(x1: number, x2: number, y: number, amp: number, color: string, width: number): string {
  let d = `M${n(x1)} ${n(y)}`;
  const steps = Math.max(4, Math.round((x2 - x1) / 18));
  for (let i = 1; i <= steps; i += 1) d += `Q${n(x1 + ((i - 0.5) * (x2 - x1)) / steps)} ${n(y + (i % 2 ? amp : -amp))} ${n(x1 + (i * (x2 - x1)) / steps)} ${n(y)}`;
  return path(d, 'none', `stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`);
}

function berries(rng: Rng, count: number, cx: number, cy: number, rx: number, ry: number): string {
  return spots(rng, count, cx, cy, rx, ry)
    .map(([x, y]) => {
      const kind = rng();
      if (kind < 0.4) return circle(x, y, 9, '#3b3f9c') + circle(x - 3, y - 3, 2.5, '#a5b4fc');
      if (kind < 0.75) return path(`M${n(x - 10)} ${n(y - 6)}Q${n(x)} ${n(y - 12)} ${n(x + 10)} ${n(y - 6)}Q${n(x + 8)} ${n(y + 8)} ${n(x)} ${n(y + 12)}Q${n(x - 8)} ${n(y + 8)} ${n(x - 10)} ${n(y - 6)}Z`, '#e03131') + leaf(x - 2, y - 8, 9, -100, '#2f9e44');
      return circle(x, y, 8, '#c92a2a') + circle(x - 2.5, y - 2.5, 2.2, '#ffc9c9');
    })
    .join('');
}

export const dishScenes = {
  soup: (c) => {
    const { rng } = c;
    const broth = c.tint(['#e9a23b', '#d9480f', '#f2c94c', '#b5542a', '#e8b04a']);
    const [cx, cy, rx, ry] = [320, 236, 196, 68];
    let floating = ellipse(cx, cy, rx, ry, broth) + ellipse(cx + 30, cy + 10, rx * 0.7, ry * 0.55, lighter(broth, 0.12));
    if (c.named(/ramen|fideo|noodle|pasta/)) {
      for (let i = 0; i < 9; i += 1) floating += path(`M${n(cx - 150 + i * 8)} ${n(cy - 10 + i * 4)}c30 -18 50 18 80 0s50 18 80 0 50 18 80 0`, 'none', `stroke="#f6dc8c" stroke-width="7" stroke-linecap="round"`);
      floating += ellipse(cx + 80, cy - 8, 34, 22, '#fffdf7') + circle(cx + 80, cy - 8, 14, '#f59f00') + ellipse(cx - 95, cy + 12, 38, 14, '#f1e3d3') + rect(cx - 40, cy - 50, 26, 60, 4, '#1f3b2d', 'transform="rotate(-12 300 210)"');
    } else {
      if (c.named(/camaron|marisco|chupe/)) for (const [x, y] of spots(rng, 4, cx, cy, rx * 0.6, ry * 0.5)) floating += shrimp(x, y, 42, rng() * 360);
      for (const [x, y] of spots(rng, 9, cx, cy + 4, rx * 0.72, ry * 0.62)) {
        const piece = rng();
        if (piece < 0.35) floating += chunk(x, y, between(rng, 18, 26), rng() * 90, '#f7e3a1');
        else if (piece < 0.6) floating += circle(x, y, 9, '#f08c00') + circle(x, y, 5, '#ffa94d');
        else if (piece < 0.8) floating += corn(x, y, 34, rng() * 180);
        else floating += chunk(x, y, 20, rng() * 90, '#8c4a2f');
      }
      if (rng() < 0.5) floating += path(`M${n(cx - 40)} ${n(cy - 6)}c20 -20 60 -10 50 8s-40 14 -30 -2`, 'none', 'stroke="#fff8ec" stroke-width="9" stroke-linecap="round"');
    }
    floating += herbsOver(rng, 6, cx, cy, rx * 0.7, ry * 0.55, 16);
    const bowlColor = pick(rng, bowlColors);
    return (
      steam(cx, 128, 90) +
      bowl('soup', { cx, cy, rx, ry, depth: 118, color: bowlColor, surface: floating }) +
      at(520, 400, -30, ellipse(0, 0, 26, 16, '#d9dee3') + rect(20, -5, 90, 10, 5, '#c9ced4'))
    );
  },

  stew: (c) => {
    const { rng } = c;
    const sauce = c.tint(['#b8461b', '#a63e1c', '#c8741f', '#8f3b1b']);
    const [cx, cy, rx, ry] = [320, 248, 210, 82];
    let surface = ellipse(cx, cy, rx, ry, sauce) + ellipse(cx - 20, cy + 8, rx * 0.7, ry * 0.5, lighter(sauce, 0.1));
    for (const [x, y] of spots(rng, 14, cx, cy, rx * 0.8, ry * 0.7)) {
      const piece = rng();
      if (piece < 0.45) surface += chunk(x, y, between(rng, 26, 36), rng() * 90, '#7a3518', '#8f4422');
      else if (piece < 0.65) surface += chunk(x, y, 24, rng() * 90, '#f3d9a0');
      else if (piece < 0.85) surface += circle(x, y, 11, '#e8590c') + circle(x, y, 6, '#ff922b');
      else surface += circle(x, y, 7, '#69b34c') + circle(x + 12, y + 4, 7, '#69b34c');
    }
    surface += herbsOver(rng, 7, cx, cy, rx * 0.75, ry * 0.6, 16);
    const handles = ellipse(cx - rx - 14, cy + 16, 26, 14, darker('#b6532a', 0.1)) + ellipse(cx + rx + 14, cy + 16, 26, 14, darker('#b6532a', 0.1));
    return steam(cx, 150, 70) + handles + bowl('stew', { cx, cy, rx, ry, depth: 80, color: '#b6532a', inner: '#d2774a', surface });
  },

  rice: (c) => {
    const { rng } = c;
    const rice = c.tint(['#fffaf0', '#fde68a', '#fffaf0', '#f8d67a']);
    let art = anyPlate(rng, 320, 262, 235, 120);
    const mound = path('M170 270C170 200 300 180 340 196C400 172 470 210 466 268C430 300 220 310 170 270Z', rice);
    art += mound + grains(rng, 110, 318, 246, 140, 50, darker(rice, 0.08)) + grains(rng, 60, 300, 236, 110, 36, lighter(rice, 0.6));
    const side = c.named(/pollo|chaufa|atollado/) ? 0 : c.named(/carne|lomo|res|pabellon/) ? 0.5 : c.named(/frijol|caraota|moros|calentado|bandeja/) ? 0.4 : rng();
    if (side < 0.33) art += chunk(410, 300, 58, 8, '#c77a35', '#d9904a') + chunk(360, 320, 46, -12, '#c77a35', '#d9904a');
    else if (side < 0.48) art += scatter(rng, 40, 250, 320, 70, 26, 8, ['#3a1f2b', '#4a2535', '#2e1a22']);
    else if (side < 0.66) art += spots(rng, 7, 400, 306, 60, 22).map(([x, y]) => chunk(x, y, 30, rng() * 90, '#6e2c16', '#8c3a1c')).join('') + onionSliver(380, 300, 18, 20) + tomatoSlice(430, 320, 14);
    else art += [0, 1, 2].map((i) => at(390 + i * 30, 318 - i * 6, -20, ellipse(0, 0, 30, 14, '#d9822b') + ellipse(-4, -3, 24, 9, '#eea14c'))).join('');
    art += scatter(rng, 14, 320, 240, 120, 40, 5, ['#5fa83a', '#e8590c', '#d62f1f']);
    art += herbsOver(rng, 3, 320, 220, 80, 20, 16);
    return art;
  },

  paella: (c) => {
    const { rng } = c;
    const rice = c.tint(['#f0a524', '#e8961b', '#f4b53a']);
    const [cx, cy, rx, ry] = [320, 258, 238, 106];
    let surface = ellipse(cx, cy, rx, ry, rice) + grains(rng, 180, cx, cy, rx * 0.92, ry * 0.86, darker(rice, 0.12)) + grains(rng, 80, cx, cy, rx * 0.9, ry * 0.8, lighter(rice, 0.4));
    surface += scatter(rng, 26, cx, cy, rx * 0.8, ry * 0.7, 6, ['#69b34c', '#5a9e3c']);
    for (const [x, y] of spots(rng, 7, cx, cy, rx * 0.65, ry * 0.6)) surface += rect(x - 24, y - 5, 48, 10, 5, '#d62f1f', `transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"`);
    for (const [x, y] of spots(rng, 6, cx, cy, rx * 0.7, ry * 0.62)) surface += shrimp(x, y, 46, rng() * 360);
    for (const [x, y] of spots(rng, 4, cx + 10, cy, rx * 0.55, ry * 0.5)) surface += at(x, y, rng() * 180, ellipse(0, 0, 26, 14, '#1e2a4a') + ellipse(2, 0, 17, 8, '#f4a259'));
    surface += citrusWedge(cx - 40, cy - 14, 30, 20, '#f2c300', '#ffe066') + citrusWedge(cx + 110, cy + 30, 28, -30, '#f2c300', '#ffe066');
    const handle = (x: number, flip: number) => path(`M${n(x)} ${n(cy - 12)}c${n(flip * 40)} -10 ${n(flip * 46)} 30 0 28`, 'none', 'stroke="#3d3a36" stroke-width="10" stroke-linecap="round"');
    return shadow(cx + 10, cy + 26, rx, ry) + handle(cx - rx + 6, -1) + handle(cx + rx - 6, 1) + ellipse(cx, cy + 10, rx + 6, ry + 8, '#3d3a36') + ellipse(cx, cy, rx + 8, ry + 8, '#57534e') + insideEllipse('paella', cx, cy, rx, ry, surface);
  },

  arepa: (c) => {
    const { rng } = c;
    const dough = pick(rng, ['#eec27a', '#f0c983', '#e6b86a']);
    const filling = c.tint(['#93c451', '#5b3a29', '#f4efe4', '#a3c95a']);
    let art = anyPlate(rng, 320, 284, 244, 112);
    art += disc(rng, 262, 222, 100, 40, 24, dough);
    /** An arepa cut open like a pocket and stuffed, seen from the side: two thick halves, the filling between. */
    const stuffed = (x: number, y: number, w: number, tilt: number) => {
      const half = (top: boolean) =>
        rect(-w / 2, top ? -30 : 0, w, 30, 15, top ? dough : darker(dough, 0.06)) +
        scatter(rng, 5, 0, top ? -20 : 12, w * 0.36, 5, 4, ['#a0622a']).replaceAll('<circle', '<circle opacity=".45"');
      let inner = half(false);
      inner += path(`M${n(-w / 2 + 8)} 6C${n(-w / 2)} -30 ${n(w / 2 + 8)} -34 ${n(w / 2 - 2)} 4Z`, filling);
      inner += scatter(rng, 12, 0, -10, w * 0.36, 10, 6, [lighter(filling, 0.45), darker(filling, 0.25), '#f8f1e3']);
      inner += at(-w / 2 + 16, -22, tilt, at(w / 2 - 16, 0, 0, half(true)));
      return at(x, y, 0, inner);
    };
    art += stuffed(245, 318, 160, -9) + stuffed(415, 296, 150, -12);
    art += herbsOver(rng, 3, 330, 346, 60, 8, 16);
    return art;
  },

  taco: (c) => {
    const { rng } = c;
    const meat = c.tint(['#b5471e', '#8a3d1f', '#c2571e', '#6b3a22']);
    let art = anyPlate(rng, 320, 300, 252, 104);
    const taco = (x: number, y: number, angle: number) => {
      let t = path('M-84 -22A84 76 0 0 0 84 -22Z', '#dcae62'); // the back of the tortilla
      for (const [px, py] of spots(rng, 11, 0, -22, 66, 12)) t += chunk(px, py, 22, rng() * 90, meat);
      t += scatter(rng, 7, 0, -34, 56, 8, 6, ['#fdf7ea', '#fdf7ea', '#f6c945']);
      t += scatter(rng, 5, 0, -30, 56, 8, 5, ['#d62f1f']);
      for (const [px, py] of spots(rng, 5, 0, -36, 56, 8)) t += sprig(px, py, 16, rng() * 360);
      t += path('M-86 -12A86 78 0 0 0 86 -12Z', '#f3d08f') + path('M-72 4A72 56 0 0 0 72 4', 'none', 'stroke="#d9a65a" stroke-width="3" opacity=".6"');
      t += scatter(rng, 7, 0, 26, 52, 18, 3.5, ['#c98b3e']).replaceAll('<circle', '<circle opacity=".7"');
      return at(x, y, angle, t);
    };
    art += taco(205, 300, -10) + taco(330, 292, 0) + taco(455, 300, 10);
    art += citrusWedge(180, 378, 26, 10) + citrusWedge(470, 376, 24, -15);
    return art;
  },

  empanada: (c) => {
    const { rng } = c;
    const crust = c.tint(['#e3a04a', '#dc9440', '#eab25c']);
    let art = anyPlate(rng, 320, 282, 245, 110);
    const empanada = (x: number, y: number, angle: number, w: number) => {
      const r = w / 2;
      let e = path(`M${n(-r)} 0A${n(r)} ${n(r * 0.75)} 0 0 1 ${n(r)} 0Z`, darker(crust, 0.12));
      e += path(`M${n(-r + 4)} -4A${n(r - 4)} ${n(r * 0.72)} 0 0 1 ${n(r - 4)} -4Z`, crust);
      e += ellipse(-r * 0.2, -r * 0.42, r * 0.35, r * 0.14, lighter(crust, 0.35), 'opacity=".7"');
      for (let i = 0; i <= 12; i += 1) {
        const a = Math.PI - (i / 12) * Math.PI;
        const px = Math.cos(a) * (r - 6);
        const py = -Math.sin(a) * (r * 0.75 - 6);
        e += ellipse(px, py, 7, 4.5, darker(crust, 0.22), `transform="rotate(${n((-a * 180) / Math.PI + 90)} ${n(px)} ${n(py)})"`);
      }
      e += scatter(rng, 5, 0, -r * 0.3, r * 0.5, r * 0.2, 3, [darker(crust, 0.3)]).replaceAll('<circle', '<circle opacity=".45"');
      return at(x, y, angle, e);
    };
    art += empanada(250, 262, -6, 170) + empanada(400, 250, 10, 160) + empanada(315, 330, 2, 180);
    art += sauceDish(rng, 'empanada-sauce', 530, 356, 44, pick(rng, ['#5c9e2e', '#d62f1f', '#e8b84a']));
    return art;
  },

  tamal: (c) => {
    const { rng } = c;
    const husk = c.named(/hallaca|pastel|tolimense|colombian|nacatamal|bollo|criollo|juane/) ? '#2f6b2a' : '#e6cf98';
    const vein = darker(husk, 0.25);
    let art = '';
    const leafSheet = (x: number, y: number, w: number, h: number, angle: number) =>
      at(x, y, angle, rect(-w / 2, -h / 2, w, h, 26, husk) + [-0.3, 0, 0.3].map((t) => line(-w * 0.45, t * h, w * 0.45, t * h * 0.9, vein, 2, 'opacity=".5"')).join(''));
    art += shadow(330, 330, 230, 60);
    art += leafSheet(250, 270, 300, 180, -8);
    art += at(250, 266, -8, rect(-95, -52, 190, 104, 22, '#f2c94c') + rect(-95, -52, 190, 18, 9, lighter('#f2c94c', 0.35)) + scatter(rng, 7, 0, 6, 60, 26, 8, ['#c0392b', '#7a3518', '#3f8f2f', '#d9822b']) + scatter(rng, 10, 0, 0, 80, 40, 2.5, ['#e0a81c']));
    const parcel = at(450, 300, 12, rect(-95, -62, 190, 124, 20, husk) + rect(-95, -62, 190, 20, 10, lighter(husk, 0.15)) + line(-95, 0, 95, 0, '#f5ecd7', 6) + line(0, -62, 0, 62, '#f5ecd7', 6) + line(-95, 0, 95, 0, '#c9b48a', 2) + line(0, -62, 0, 62, '#c9b48a', 2) + circle(0, 0, 9, '#f5ecd7'));
    art += parcel + herbsOver(rng, 2, 150, 360, 30, 10, 16);
    return art;
  },

  salad: (c) => {
    const { rng } = c;
    const [cx, cy, rx, ry] = [320, 240, 205, 78];
    const greens = ['#4caf50', '#69b34c', '#2f9e44', '#8bc34a', '#3d8b37'];
    let surface = ellipse(cx, cy, rx, ry, '#3d8b37');
    for (const [x, y] of spots(rng, 26, cx, cy, rx * 0.95, ry * 0.9)) surface += leaf(x, y, between(rng, 34, 56), rng() * 360, pick(rng, greens));
    for (const [x, y] of spots(rng, 6, cx, cy, rx * 0.7, ry * 0.6)) surface += tomatoSlice(x, y, 15);
    for (const [x, y] of spots(rng, 5, cx + 10, cy, rx * 0.7, ry * 0.6)) surface += slice(x, y, 16, '#3f7d20', '#d8ecb0', 0) + scatter(rng, 4, x, y, 6, 6, 1.5, ['#9bc17a']);
    for (const [x, y] of spots(rng, 4, cx - 10, cy, rx * 0.6, ry * 0.5)) surface += rng() < 0.5 ? chunk(x, y, 20, rng() * 90, '#fdf6e3') : onionSliver(x, y, 16, rng() * 360);
    surface += scatter(rng, 5, cx, cy, rx * 0.6, ry * 0.5, 6, ['#2b2b2b', '#4a3b5c']);
    return bowl('salad', { cx, cy, rx, ry, depth: 110, color: pick(rng, ['#c68b4d', '#f3e3c3', '#2f6fd6', '#0f766e']), surface }) + citrusWedge(130, 400, 26, -20, '#f2c300', '#ffe066');
  },

  ceviche: (c) => {
    const { rng } = c;
    const [cx, cy, rx, ry] = [300, 236, 190, 74];
    const milk = c.tint(['#f6efe1', '#f8e7c5', '#f3ead8']);
    let surface = ellipse(cx, cy, rx, ry, milk);
    const seafood = c.named(/camaron|langostino|mixto|marisco/);
    for (const [x, y] of spots(rng, 13, cx, cy, rx * 0.78, ry * 0.7)) surface += seafood && rng() < 0.5 ? shrimp(x, y, 40, rng() * 360) : chunk(x, y, between(rng, 30, 36), rng() * 90, '#efe7dc', '#fffdf8');
    for (const [x, y] of spots(rng, 7, cx, cy, rx * 0.8, ry * 0.7)) surface += onionSliver(x, y, 20, rng() * 360);
    for (const [x, y] of spots(rng, 4, cx, cy, rx * 0.6, ry * 0.5)) surface += circle(x, y, 7, '#d62f1f') + circle(x, y, 3.5, milk);
    surface += herbsOver(rng, 7, cx, cy, rx * 0.7, ry * 0.6, 14);
    return (
      bowl('ceviche', { cx, cy, rx, ry, depth: 90, color: pick(rng, ['#f4f8fb', '#fffaf3', '#7c4a2d', '#2f6fd6']), surface }) +
      corn(120, 380, 100, -18) +
      slice(505, 380, 44, '#c2410c', '#f4943a', 0) +
      citrusWedge(520, 250, 34, -35) +
      citrusWedge(470, 300, 28, 25)
    );
  },

  fish: (c) => {
    const { rng } = c;
    const skin = c.tint(['#d89a4a', '#c98f55', '#e0a85c', '#b8865a']);
    let art = plate(320, 272, 262, 118, pick(rng, rims), pick(rng, bands));
    const body = 'M-150 0C-110 -70 60 -78 110 -14L170 -60L160 0L170 60L110 14C60 78 -110 70 -150 0Z';
    let fish = path(body, darker(skin, 0.1)) + path('M-140 -4C-100 -60 60 -66 104 -14L110 -4Z', skin);
    fish += `<clipPath id="fishbody"><path d="${body}"/></clipPath><g clip-path="url(#fishbody)">${[-60, -20, 20, 60].map((x) => line(x - 30, 40, x + 30, -40, darker(skin, 0.45), 7, 'opacity=".7"')).join('')}</g>`;
    fish += circle(-112, -10, 9, '#fff') + circle(-112, -10, 5, '#2a160c') + path('M-88 -36Q-74 0 -88 36', 'none', `stroke="${darker(skin, 0.35)}" stroke-width="4" stroke-linecap="round"`);
    fish += path('M-20 -62L20 -80L40 -58Z', darker(skin, 0.2));
    art += at(320, 262, between(rng, -6, 6), fish);
    for (const [x, y] of spots(rng, 3, 330, 256, 70, 12)) art += slice(x, y, 20, '#f2c300', '#ffe066');
    art += herbsOver(rng, 5, 320, 250, 130, 30, 18) + tomatoSlice(150, 300, 20) + tomatoSlice(170, 336, 18);
    return art;
  },

  shrimp: (c) => {
    const { rng } = c;
    const oil = c.tint(['#e8590c', '#f08c00', '#d9480f', '#f4a259']);
    const [cx, cy, rx, ry] = [320, 244, 205, 80];
    let surface = ellipse(cx, cy, rx, ry, oil) + ellipse(cx + 20, cy + 6, rx * 0.7, ry * 0.5, lighter(oil, 0.15));
    for (const [x, y] of spots(rng, 10, cx, cy, rx * 0.75, ry * 0.66)) surface += shrimp(x, y, between(rng, 46, 56), rng() * 360);
    for (const [x, y] of spots(rng, 8, cx, cy, rx * 0.8, ry * 0.7)) surface += ellipse(x, y, 8, 5, '#fff4d6', `transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"`);
    for (const [x, y] of spots(rng, 5, cx, cy, rx * 0.7, ry * 0.6)) surface += circle(x, y, 6, '#c92a2a') + circle(x, y, 3, oil);
    surface += herbsOver(rng, 6, cx, cy, rx * 0.7, ry * 0.6, 14);
    return steam(cx, 150, 60) + bowl('shrimp', { cx, cy, rx, ry, depth: 70, color: '#b6532a', inner: '#d2774a', surface }) + at(540, 400, -25, rect(-60, -18, 120, 36, 14, '#e8b765') + line(-50, -6, 50, -6, '#c98b3e', 2));
  },

  steak: (c) => {
    const { rng } = c;
    const board = pick(rng, ['#b7793f', '#a86a35', '#c48a4f']);
    let art = shadow(330, 330, 270, 80) + rect(70, 170, 500, 230, 40, darker(board, 0.15)) + rect(70, 160, 500, 225, 40, board);
    for (let i = 0; i < 6; i += 1) art += path(`M${100 + i * 10} ${190 + i * 32}q${n(between(rng, 120, 200))} -14 ${n(between(rng, 300, 420))} 0`, 'none', `stroke="${darker(board, 0.18)}" stroke-width="2.5" opacity=".5"`);
    const steak = 'M-150 -20C-150 -70 -40 -86 40 -74C130 -64 170 -20 150 30C130 80 -30 86 -110 64C-150 50 -150 20 -150 -20Z';
    let meat = path(steak, '#6e2c16') + path('M-140 -24C-140 -62 -40 -76 40 -66C120 -56 156 -18 140 24C110 66 -30 74 -104 56C-140 42 -140 14 -140 -24Z', '#8c3a1c');
    meat += `<clipPath id="steak"><path d="${steak}"/></clipPath><g clip-path="url(#steak)">${[-120, -70, -20, 30, 80, 130].map((x) => line(x - 40, 70, x + 40, -80, '#3f1a0c', 9, 'opacity=".75"')).join('')}</g>`;
    meat += path('M-150 -20C-150 -70 -40 -86 40 -74', 'none', 'stroke="#f1d6b0" stroke-width="8" stroke-linecap="round" opacity=".8"');
    art += at(270, 258, between(rng, -8, 4), meat);
    for (let i = 0; i < 3; i += 1) art += at(440 + i * 26, 300 - i * 8, 18, rect(-14, -40, 28, 80, 10, '#6e2c16') + rect(-9, -34, 18, 68, 7, '#d9534f') + rect(-5, -28, 10, 56, 5, '#e8787a'));
    art += sauceDish(rng, 'chimichurri', 500, 200, 46, '#4e8a2a') + scatter(rng, 12, 500, 200, 30, 10, 2.5, ['#c92a2a', '#2f6b1e']);
    art += herbsOver(rng, 3, 300, 350, 120, 14, 18);
    return art;
  },

  skewer: (c) => {
    const { rng } = c;
    const meat = c.tint(['#8c3a1c', '#9c4221', '#7a3518']);
    let art = anyPlate(rng, 320, 280, 255, 110);
    for (let s = 0; s < 3; s += 1) {
      const y = 236 + s * 42;
      let skewer = line(-190, 0, 200, 0, '#c9a06a', 6);
      for (let i = 0; i < 6; i += 1) {
        const x = -140 + i * 56;
        const piece = i % 3 === 2 && !c.named(/anticucho|corazon/) ? pick(rng, ['#d62f1f', '#3f8f2f', '#f3e3c3']) : meat;
        skewer += chunk(x, 0, piece === meat ? 44 : 36, between(rng, -10, 10), piece);
        if (piece === meat) skewer += line(x - 14, -12, x + 10, 14, darker(meat, 0.45), 4, 'opacity=".6"');
      }
      skewer += ball(180, 4, 22, '#f2c94c');
      art += at(318, y, between(rng, -6, 4), skewer);
    }
    art += herbsOver(rng, 4, 320, 330, 150, 14, 16) + citrusWedge(540, 360, 26, -30);
    return art;
  },

  chicken: (c) => {
    const { rng } = c;
    const skin = c.tint(['#c9772f', '#d08a3a', '#b8652a']);
    let art = anyPlate(rng, 320, 280, 252, 114);
    /** A drumstick lying with its bone to the right. */
    const drumstick = (x: number, y: number, angle: number) =>
      at(
        x,
        y,
        angle,
        circle(118, -11, 13, '#f1e2c4', 'stroke="#cdb58c" stroke-width="3"') +
          circle(118, 11, 13, '#f1e2c4', 'stroke="#cdb58c" stroke-width="3"') +
          rect(20, -10, 98, 20, 10, '#f1e2c4', 'stroke="#cdb58c" stroke-width="3"') +
          rect(100, -12, 26, 24, 8, '#f1e2c4') +
          path('M-90 0C-90 -62 -10 -66 40 -16L46 0L40 16C-10 66 -90 62 -90 0Z', darker(skin, 0.18)) +
          path('M-84 -6C-84 -54 -12 -58 34 -16L38 -2C-10 -8 -60 6 -84 -6Z', skin) +
          ellipse(-44, -28, 24, 9, lighter(skin, 0.45), 'opacity=".75"') +
          scatter(rng, 7, -24, 10, 46, 20, 3.5, [darker(skin, 0.4)]).replaceAll('<circle', '<circle opacity=".5"'),
      );
    art += drumstick(190, 300, -40) + drumstick(270, 330, -55) + drumstick(350, 320, -70);
    for (let i = 0; i < 8; i += 1) art += at(470 + between(rng, -26, 26), 250 + i * 12, between(rng, -70, 70), rect(-34, -7, 68, 14, 5, '#f2c14e') + rect(-34, -7, 68, 5, 3, lighter('#f2c14e', 0.4)));
    art += citrusWedge(470, 370, 24, -15) + herbsOver(rng, 3, 280, 220, 60, 10, 16);
    return art;
  },

  egg: (c) => {
    const { rng } = c;
    let art = anyPlate(rng, 320, 278, 245, 112);
    const scrambled = c.named(/perico|revuelt|pericos|rancher.*no/);
    if (c.named(/ranchero|divorciad|motulen|chilaquil/)) art += ellipse(290, 272, 170, 70, '#e2711d') + ellipse(290, 272, 150, 58, c.named(/verde/) ? '#5c9e2e' : '#d9480f');
    if (c.named(/chilaquil/)) for (const [x, y] of spots(rng, 12, 290, 272, 150, 60)) art += at(x, y, rng() * 360, path('M-26 18L26 18L0 -26Z', '#f2c14e', 'stroke="#d9a02b" stroke-width="3" stroke-linejoin="round"'));
    if (c.named(/mangu/)) art += path('M150 300C150 240 250 230 280 250C300 290 260 330 150 300Z', '#e6d28a') + [0, 1, 2].map((i) => at(420 + i * 34, 250 + i * 10, 20, ellipse(0, 0, 30, 24, '#b5443a') + ellipse(0, 0, 22, 17, '#d9736a'))).join('') + chunk(440, 330, 40, 10, '#f3e3c3', '#fff6de');
    if (scrambled) {
      for (const [x, y] of spots(rng, 22, 280, 262, 130, 60)) art += circle(x, y, between(rng, 16, 24), pick(rng, ['#f7d04a', '#f9dc6c', '#f2c230']));
      art += scatter(rng, 18, 280, 262, 120, 50, 5, ['#d62f1f', '#d62f1f', '#fdf7ea', '#3f8f2f']);
    } else {
      const egg = (x: number, y: number) => {
        let d = '';
        for (let i = 0; i < 10; i += 1) {
          const a = (i / 10) * Math.PI * 2;
          const r = between(rng, 62, 80);
          d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r * 0.62)}`;
        }
        return path(`${d}Z`, '#fffdf7', 'stroke="#fffdf7" stroke-width="26" stroke-linejoin="round"') + circle(x + 6, y - 4, 26, '#f59f00') + circle(x + 6, y - 4, 22, '#fab005') + ellipse(x - 2, y - 12, 8, 5, '#fff3bf');
      };
      art += egg(240, 262) + egg(370, 276);
    }
    const side = rng();
    if (side < 0.5 || c.named(/palta|aguacate/)) art += [0, 1, 2, 3].map((i) => at(440 + i * 14, 330 - i * 4, -30 + i * 14, path('M-34 0A34 18 0 0 0 34 0Q0 -8 -34 0Z', '#6a9e2d') + path('M-30 -1A30 14 0 0 0 30 -1Q0 -7 -30 -1Z', '#c5e07a'))).join('');
    else art += scatter(rng, 30, 450, 330, 50, 22, 8, ['#3a1f2b', '#4a2535']);
    art += herbsOver(rng, 4, 300, 250, 110, 40, 14) + scatter(rng, 10, 300, 262, 120, 50, 2, ['#2a160c']);
    return art;
  },

  omelette: (c) => {
    const { rng } = c;
    const top = c.tint(['#e9b44c', '#e0a53a', '#f0bf5a']);
    let art = anyPlate(rng, 320, 280, 250, 112);
    art += ellipse(290, 300, 160, 64, darker(top, 0.15)) + rect(130, 256, 320, 44, 0, darker(top, 0.1)) + ellipse(290, 256, 160, 64, top);
    art += scatter(rng, 18, 290, 256, 130, 50, 7, ['#b86e1c', '#c47a25']).replaceAll('<circle', '<circle opacity=".55"');
    const wedge = path('M0 0L120 -30L120 34L0 60Z', '#f9e7a6') + path('M0 0L120 -30L150 -70L30 -40Z', top) + scatter(rng, 10, 60, 15, 45, 22, 8, ['#fff3c4', '#f3d67c']);
    art += at(400, 320, -10, wedge + path('M0 60L120 34', 'none', `stroke="${darker(top, 0.15)}" stroke-width="8"`));
    art += herbsOver(rng, 3, 260, 240, 60, 20, 16);
    return art;
  },

  pasta: (c) => {
    const { rng } = c;
    const sauce = c.tint(['#d62f1f', '#f3e2b3', '#5c9e2e', '#c2410c']);
    let art = anyPlate(rng, 320, 272, 245, 118);
    for (let i = 0; i < 34; i += 1) {
      const a = rng() * Math.PI * 2;
      const r = between(rng, 30, 120);
      const x = 320 + Math.cos(a) * r;
      const y = 260 + Math.sin(a) * r * 0.5;
      const d = `M${n(x)} ${n(y)}c${n(between(rng, -60, 60))} ${n(between(rng, -30, 30))} ${n(between(rng, -60, 60))} ${n(between(rng, -30, 30))} ${n(between(rng, -90, 90))} ${n(between(rng, -20, 20))}`;
      art += path(d, 'none', 'stroke="#c99a3a" stroke-width="10" stroke-linecap="round"') + path(d, 'none', 'stroke="#f6d77c" stroke-width="7" stroke-linecap="round"');
    }
    art += path('M250 250C240 216 320 200 370 222C410 240 396 280 340 286C290 292 256 278 250 250Z', sauce);
    art += scatter(rng, 8, 320, 248, 50, 20, 9, [darker(sauce, 0.2), lighter(sauce, 0.25)]);
    for (const [x, y] of spots(rng, 4, 320, 240, 60, 20)) art += leaf(x, y, 30, rng() * 360, '#2f9e44');
    art += scatter(rng, 30, 320, 250, 90, 40, 3, ['#fffdf5', '#fff3c4']) + scatter(rng, 14, 320, 260, 110, 50, 1.8, ['#2a160c']);
    return art;
  },

  bread: (c) => {
    const { rng } = c;
    const crust = c.tint(['#c7782f', '#b86b28', '#d08a3a']);
    const board = pick(rng, ['#b7793f', '#a86a35', '#c48a4f']);
    let art = shadow(330, 340, 260, 60) + at(320, 300, -4, rect(-250, -90, 500, 180, 40, darker(board, 0.15)) + rect(-250, -100, 500, 180, 40, board) + circle(230, -10, 12, darker(board, 0.3)));
    const loaf = 'M-170 10C-170 -70 -60 -96 20 -92C120 -88 180 -50 176 14C170 50 -160 52 -170 10Z';
    art += at(280, 254, -6, path(loaf, crust) + path('M-160 4C-160 -56 -60 -80 20 -76C110 -72 168 -42 164 10', 'none', `stroke="${lighter(crust, 0.2)}" stroke-width="10" opacity=".6"`) + [-90, -30, 30, 90].map((x) => path(`M${x - 24} -26Q${x} -60 ${x + 26} -58`, 'none', `stroke="#f5d9a3" stroke-width="11" stroke-linecap="round"`)).join(''));
    for (let i = 0; i < 2; i += 1) art += at(440 + i * 40, 320 - i * 10, 14 + i * 6, path('M-44 50L-44 -20C-44 -60 44 -60 44 -20L44 50Z', crust) + path('M-36 44L-36 -18C-36 -50 36 -50 36 -18L36 44Z', '#f8e6bd') + scatter(rng, 8, 0, 0, 26, 34, 3, ['#e8cf98']));
    art += scatter(rng, 30, 300, 300, 200, 40, 1.8, ['#fff8ee']);
    return art;
  },

  bites: (c) => {
    const { rng } = c;
    const color = c.tint(['#d98c2b', '#e09a3a', '#c97b22', '#e6a84d']);
    let art = anyPlate(rng, 320, 286, 240, 108);
    const rows = [
      [5, 320, 70],
      [4, 270, 70],
      [2, 230, 70],
    ] as const;
    for (const [count, y, r] of rows) for (let i = 0; i < count; i += 1) art += ball(320 + (i - (count - 1) / 2) * r * 1.45 + between(rng, -6, 6), y, r * 0.74, color);
    if (c.named(/bunuelo|churro|azucar|dulce|rosquilla|picaron|sopaipilla/)) art += scatter(rng, 40, 320, 250, 150, 70, 2.5, ['#fffdf7']);
    else art += herbsOver(rng, 4, 320, 360, 150, 10, 14);
    art += sauceDish(rng, 'bites-sauce', 535, 370, 42, c.named(/picaron|dulce|miel/) ? '#8a4b14' : pick(rng, ['#f3d9a0', '#d62f1f', '#5c9e2e']));
    return art;
  },

  sticks: (c) => {
    const { rng } = c;
    const color = pick(rng, ['#e2a03f', '#d9912f', '#eab55a']);
    let art = anyPlate(rng, 300, 284, 238, 110);
    const churro = c.named(/churro/);
    for (let i = 0; i < 9; i += 1) {
      const angle = between(rng, -38, 38);
      let stick = rect(-100, -14, 200, 28, 14, darker(color, 0.14)) + rect(-100, -14, 200, 20, 10, color) + rect(-80, -10, 120, 6, 3, lighter(color, 0.4), 'opacity=".7"');
      stick += churro ? [-6, 0, 6].map((y) => line(-90, y, 90, y, darker(color, 0.3), 2.5, 'opacity=".7"')).join('') + scatter(rng, 10, 0, 0, 90, 10, 2, ['#fffdf7']) : ellipse(96, 0, 8, 11, '#fdf3d0');
      art += at(300 + between(rng, -90, 90), 284 + between(rng, -44, 40), angle, stick);
    }
    art += sauceDish(rng, 'sticks-sauce', 528, 190, 54, c.tint(['#f3c6a5', '#d62f1f', '#5c9e2e', '#f6e7c1']));
    return art;
  },

  plantain: (c) => {
    const { rng } = c;
    let art = anyPlate(rng, 320, 280, 245, 112);
    if (c.named(/maduro|tajada|dulce|amarillo|caramel/)) {
      for (const [x, y] of spots(rng, 6, 310, 270, 120, 50)) art += at(x, y, between(rng, -30, 30), ellipse(0, 0, 62, 22, '#a3541b') + ellipse(-2, -3, 56, 16, '#d9822b') + ellipse(-10, -6, 28, 6, '#f2b866', 'opacity=".8"'));
    } else {
      for (const [x, y] of spots(rng, 7, 310, 268, 130, 56)) {
        let d = '';
        for (let i = 0; i < 12; i += 1) {
          const a = (i / 12) * Math.PI * 2;
          const r = between(rng, 36, 46);
          d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r * 0.62)}`;
        }
        art += path(`${d}Z`, '#d99a2b', 'stroke="#d99a2b" stroke-width="10" stroke-linejoin="round"') + ellipse(x, y, 30, 17, '#f2c14e') + line(x - 18, y - 6, x + 14, y + 8, '#c98b1e', 3, 'opacity=".6"') + line(x - 10, y + 8, x + 18, y - 6, '#c98b1e', 3, 'opacity=".6"');
      }
    }
    art += scatter(rng, 24, 310, 268, 140, 60, 2.2, ['#ffffff']);
    art += sauceDish(rng, 'plantain-sauce', 530, 380, 40, pick(rng, ['#f3d9a0', '#f8f4ea', '#5c9e2e']));
    return art;
  },

  toast: (c) => {
    const { rng } = c;
    const topping = c.named(/torrija|francesa|dulce|canela/)
      ? 'sweet'
      : c.named(/tomate|bruschetta|jitomate/)
        ? 'tomato'
        : c.named(/aguacate|palta/)
          ? 'avocado'
          : c.named(/frijol|mollete|queso/)
            ? 'beans'
            : c.named(/jamon/)
              ? 'ham'
              : pick(rng, ['tomato', 'avocado', 'ham'] as const);
    const board = pick(rng, ['#b7793f', '#a86a35', '#c48a4f']);
    let art = shadow(330, 340, 260, 60) + at(320, 292, 3, rect(-250, -90, 500, 180, 40, darker(board, 0.15)) + rect(-250, -100, 500, 180, 40, board));
    for (let i = 0; i < 3; i += 1) {
      let s = path('M-70 60L-70 -30C-90 -70 -40 -78 0 -66C40 -78 90 -70 70 -30L70 60Z', '#b86b28') + path('M-62 54L-62 -26C-78 -60 -40 -66 0 -56C40 -66 78 -60 62 -26L62 54Z', '#ecc27e');
      if (topping === 'tomato') s += path('M-54 40L-54 -20C-60 -48 -20 -52 0 -44C30 -54 64 -40 54 -14L54 40Z', '#d9381e') + scatter(rng, 10, 0, 0, 46, 40, 4, ['#f76b4f', '#b02a14']) + scatter(rng, 6, 0, 0, 40, 36, 2, ['#fffdf7']);
      else if (topping === 'avocado') s += path('M-54 40L-54 -20C-60 -48 -20 -52 0 -44C30 -54 64 -40 54 -14L54 40Z', '#9cc35a') + scatter(rng, 12, 0, 0, 46, 40, 5, ['#b7d77a', '#7fa63e']) + scatter(rng, 12, 0, 0, 40, 36, 2, ['#d62f1f', '#2a160c']);
      else if (topping === 'sweet') s += path('M-62 54L-62 -26C-78 -60 -40 -66 0 -56C40 -66 78 -60 62 -26L62 54Z', '#d9943a') + scatter(rng, 30, 0, 0, 52, 46, 2.5, ['#fffdf7', '#8a4b22']);
      else if (topping === 'beans') s += path('M-54 40L-54 -20C-60 -48 -20 -52 0 -44C30 -54 64 -40 54 -14L54 40Z', '#5a2f2a') + scatter(rng, 8, 0, 0, 40, 34, 9, ['#fff3c4', '#fbe7a1']) + scatter(rng, 10, 0, 0, 40, 34, 3.5, ['#d62f1f', '#3f8f2f', '#fdf7ea']);
      else s += path('M-56 30C-40 -20 -10 10 10 -30C30 -50 60 -20 54 20C30 50 -30 50 -56 30Z', '#e79a9a') + path('M-40 20C-20 0 10 20 40 0', 'none', 'stroke="#fde2e2" stroke-width="5"');
      art += at(190 + i * 130, 290 + (i === 1 ? -16 : 6), between(rng, -10, 10), s);
    }
    art += herbsOver(rng, 5, 320, 280, 180, 30, 16) + scatter(rng, 20, 320, 290, 200, 50, 1.8, ['#fffaf0']);
    return art;
  },

  sandwich: (c) => {
    const { rng } = c;
    const bread = c.tint(['#d9953c', '#c98436', '#e3a550']);
    let art = anyPlate(rng, 320, 300, 250, 100);
    const half = (x: number, y: number, angle: number, w: number) => {
      let s = bun(0, 40, w, 30, darker(bread, 0.05), false);
      s += wavy(-w / 2, w / 2, 30, 7, '#5fae3a', 14);
      s += rect(-w / 2 + 4, 12, w - 8, 12, 5, '#e79a9a') + wavy(-w / 2 + 4, w / 2 - 4, 12, 4, '#d98080', 4);
      s += rect(-w / 2 - 2, 0, w + 4, 12, 3, '#f6c945') + path(`M${n(-w / 4)} 12l10 16l10 -16Z`, '#f6c945');
      s += tomatoSlice(-w / 4, -4, 16) + tomatoSlice(w / 5, -4, 16);
      s += bun(0, -6, w, 36, bread, true) + scatter(rng, 8, 0, -32, w * 0.3, 8, 2.2, ['#fff3c4']);
      return at(x, y, angle, s);
    };
    art += half(230, 290, -6, 190) + half(420, 300, 5, 180);
    art += at(420, 230, 5, line(0, 0, 0, -80, '#e9cf9f', 4) + circle(0, -82, 10, '#3f8f2f'));
    return art;
  },

  burger: (c) => {
    const { rng } = c;
    let art = anyPlate(rng, 320, 318, 250, 92);
    const x = 290;
    art += bun(x, 330, 230, 36, '#c98436', false);
    art += wavy(x - 125, x + 125, 318, 9, '#5fae3a', 18);
    art += rect(x - 120, 286, 240, 30, 15, '#5a2a14') + scatter(rng, 14, x, 300, 110, 10, 3, ['#3f1a0c']);
    art += path(`M${x - 122} 284L${x + 122} 284L${x + 100} 300L${x + 70} 284L${x - 40} 284L${x - 60} 306L${x - 80} 284Z`, '#f6c945');
    art += tomatoSlice(x - 50, 276, 22) + tomatoSlice(x + 40, 276, 22);
    art += bun(x, 270, 236, 88, '#d9953c', true) + scatter(rng, 18, x, 205, 90, 26, 3.5, ['#fff8e1']);
    for (let i = 0; i < 7; i += 1) art += at(490 + between(rng, -20, 20), 300 + i * 8, between(rng, -80, -50), rect(-34, -7, 68, 14, 5, '#f2c14e'));
    return art;
  },

  casserole: (c) => {
    const { rng } = c;
    const top = c.tint(['#e2a24b', '#d9822b', '#eab25c', '#c96a2a']);
    const dish = pick(rng, ['#c2410c', '#2f6fd6', '#f3e3c3', '#0f766e']);
    let art = shadow(310, 300, 230, 70) + at(300, 250, -4, rect(-220, -70, 440, 170, 36, darker(dish, 0.2)) + rect(-220, -90, 440, 160, 36, dish) + rect(-196, -76, 392, 128, 22, top) + scatter(rng, 26, 0, -12, 170, 50, 9, [darker(top, 0.25), lighter(top, 0.25)]).replaceAll('<circle', '<circle opacity=".6"'));
    art += herbsOver(rng, 5, 290, 236, 150, 40, 16);
    art += plate(480, 372, 120, 48, pick(rng, rims));
    const layers = [darker(top, 0.1), '#fff3d6', '#c0392b', '#fbe7b0', '#8c3a1c', '#fbe7b0'];
    const portion = layers.map((color, i) => rect(-70, -40 + i * 11, 140, 11, 0, color)).join('');
    art += at(480, 354, -4, path('M-70 -40L-40 -62L100 -62L70 -40Z', top) + path('M70 -40L100 -62L100 4L70 26Z', darker(top, 0.2)) + portion);
    return art;
  },

  pie: (c) => {
    const { rng } = c;
    const filling = c.tint(['#f2c94c', '#e8a33a', '#d9822b', '#f4d774']);
    const crust = '#d99a4a';
    const [cx, cy, rx, ry] = [300, 262, 200, 88];
    let art = shadow(cx + 8, cy + 40, rx, ry * 0.9) + ellipse(cx, cy + 22, rx, ry, darker(crust, 0.2)) + rect(cx - rx, cy, rx * 2, 22, 0, darker(crust, 0.2));
    for (let i = 0; i < 36; i += 1) {
      const a = (i / 36) * Math.PI * 2;
      art += circle(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, 13, crust);
    }
    art += ellipse(cx, cy, rx * 0.9, ry * 0.86, filling) + scatter(rng, 20, cx, cy, rx * 0.75, ry * 0.7, 8, [darker(filling, 0.22), lighter(filling, 0.3)]).replaceAll('<circle', '<circle opacity=".6"');
    art += path(`M${cx} ${cy}L${n(cx + rx * 0.9)} ${n(cy + ry * 0.1)}A${n(rx * 0.9)} ${n(ry * 0.86)} 0 0 1 ${n(cx + rx * 0.4)} ${n(cy + ry * 0.78)}Z`, '#b5874f');
    art += plate(500, 380, 110, 46, pick(rng, rims));
    art += at(490, 370, 0, path('M-70 -6L60 -34L60 6L-70 30Z', darker(crust, 0.05)) + path('M-70 -10L60 -38L60 -14L-70 12Z', filling) + path('M-70 -10L60 -38L80 -52L-50 -24Z', lighter(filling, 0.1)));
    art += herbsOver(rng, 3, cx, cy - 10, 80, 30, 16);
    return art;
  },

  pancake: (c) => {
    const { rng } = c;
    const color = c.named(/cachapa|choclo|maiz|elote/) ? '#eab83c' : pick(rng, ['#e0a04a', '#d99442', '#e8ad5a']);
    let art = anyPlate(rng, 320, 320, 240, 100);
    for (let i = 0; i < 5; i += 1) {
      const y = 322 - i * 24;
      art += ellipse(320, y + 12, 160, 52, darker(color, 0.2)) + rect(160, y - 6, 320, 18, 0, darker(color, 0.1)) + ellipse(320, y - 6, 160, 52, i === 4 ? lighter(color, 0.25) : color);
    }
    const syrup = c.named(/chocolate|nutella/) ? '#5a2d12' : c.named(/fresa|frutilla|mora/) ? '#b0233a' : '#a8561a';
    art += path('M220 200C240 170 400 170 420 200C430 230 410 240 400 270C396 290 384 290 382 262C378 240 340 250 330 280C326 300 310 300 312 270C312 248 270 246 250 236C230 230 214 220 220 200Z', syrup, 'opacity=".85"');
    art += rect(296, 170, 48, 30, 8, '#fff3b0') + rect(296, 170, 48, 10, 5, '#fffbe0');
    art += berries(rng, 5, 320, 230, 90, 20);
    return art;
  },

  cake: (c) => {
    const { rng } = c;
    // The name's colour goes to the cream, never to the sponge (a lemon sponge is not green).
    const chocolate = c.named(/chocolate|brownie|selva|cacao/);
    const tiramisu = c.named(/tiramisu/);
    const sponge = chocolate ? '#6b3a1f' : tiramisu ? '#a0673a' : c.named(/elote|maiz|choclo/) ? '#f2c94c' : pick(rng, ['#f3d39a', '#f0c987', '#e8bd7c']);
    const cream = chocolate ? '#4a2412' : tiramisu ? '#fbf1dc' : c.named(/limon/) ? '#fff3b0' : c.named(/fresa|frutilla/) ? '#f9c2c8' : c.tint(['#fff8ee', '#fde2e4', '#fff1c9']);
    const top = tiramisu ? '#6b3a1f' : cream;
    let art = plate(320, 322, 230, 98, pick(rng, rims), pick(rng, bands));
    const tip: [number, number] = [170, 330];
    const right: [number, number] = [440, 318];
    const back: [number, number] = [400, 220];
    const h = 110;
    art += path(`M${right[0]} ${right[1]}L${back[0] + 30} ${back[1] + 10}L${back[0] + 30} ${back[1] + 10 - h}L${right[0]} ${right[1] - h}Z`, darker(sponge, 0.15));
    const layerCount = 4;
    for (let i = 0; i < layerCount; i += 1) {
      const y0 = -h + (i * h) / layerCount;
      const y1 = -h + ((i + 1) * h) / layerCount;
      const color = i % 2 === 0 ? sponge : cream;
      art += path(`M${tip[0]} ${tip[1] + y0}L${right[0]} ${right[1] + y0}L${right[0]} ${right[1] + y1}L${tip[0]} ${tip[1] + y1}Z`, color);
    }
    art += path(`M${tip[0]} ${tip[1] - h}L${right[0]} ${right[1] - h}L${back[0] + 30} ${back[1] + 10 - h}Q${back[0] - 60} ${back[1] - h - 10} ${tip[0]} ${tip[1] - h}Z`, top);
    art += path(`M${tip[0]} ${tip[1] - h}L${right[0]} ${right[1] - h}`, 'none', `stroke="${lighter(top, 0.4)}" stroke-width="6" stroke-linecap="round"`);
    art += tiramisu ? scatter(rng, 30, 350, 200, 70, 12, 2.5, ['#4a2412', '#8a5a36']) : berries(rng, 3, 360, 200, 40, 8);
    if (c.named(/tres leches|borracho|mojado/)) art += ellipse(300, 360, 150, 24, '#fff6e0', 'opacity=".9"');
    art += at(520, 360, -20, rect(-6, -70, 12, 110, 6, '#cfd4da') + rect(-14, -110, 28, 44, 10, '#cfd4da'));
    return art;
  },

  flan: (c) => {
    const { rng } = c;
    // A flan is golden whatever its name says (a milk or coconut flan is not white); only chocolate darkens it.
    const custard = c.named(/chocolate|cafe/) ? '#8a5a36' : c.named(/coco/) ? '#f3d98a' : pick(rng, ['#f6c94a', '#f2bd3c', '#f7d060']);
    const caramel = c.named(/coco/) ? '#c98b3e' : '#8a3f0f';
    let art = anyPlate(rng, 320, 310, 240, 104);
    art += ellipse(320, 322, 200, 66, caramel, 'opacity=".9"') + ellipse(300, 318, 120, 30, lighter(caramel, 0.25), 'opacity=".5"');
    art += path('M170 320C170 250 190 210 200 200L440 200C450 210 470 250 470 320C440 352 200 352 170 320Z', custard);
    art += path('M176 300C176 250 190 214 200 206', 'none', `stroke="${lighter(custard, 0.5)}" stroke-width="10" stroke-linecap="round" opacity=".7"`);
    art += ellipse(320, 200, 120, 36, caramel) + path('M210 206C212 226 226 230 230 214C236 240 254 240 258 218C268 236 282 236 286 222L354 222C360 244 378 244 382 220C392 236 410 232 414 210Z', caramel);
    art += ellipse(290, 192, 50, 10, lighter(caramel, 0.35), 'opacity=".6"');
    art += leaf(340, 186, 30, -30, '#2f9e44') + leaf(340, 186, 26, -150, '#37b24d');
    if (c.named(/coco/)) art += scatter(rng, 30, 320, 196, 90, 24, 2.5, ['#fffdf7']);
    return art;
  },

  custard: (c) => {
    const { rng } = c;
    const cream = c.tint(['#fbecc8', '#f6e2b3', '#f3d08a', '#f9e7c4']);
    const burnt = c.named(/catalana|brulee|quemad/);
    let art = '';
    const cup = (x: number, y: number, r: number) => {
      let g = shadow(x + 6, y + r * 0.9, r * 0.95, r * 0.25);
      g += path(`M${n(x - r)} ${n(y)}L${n(x - r * 0.8)} ${n(y + r * 0.9)}Q${n(x)} ${n(y + r * 1.05)} ${n(x + r * 0.8)} ${n(y + r * 0.9)}L${n(x + r)} ${n(y)}Z`, '#fffaf3');
      for (let i = -3; i <= 3; i += 1) g += line(x + i * r * 0.26, y + 10, x + i * r * 0.22, y + r * 0.86, '#eadfce', 4);
      g += ellipse(x, y, r, r * 0.32, '#f1e6d6') + ellipse(x, y + 2, r * 0.9, r * 0.27, burnt ? '#c9781f' : cream);
      if (burnt) g += path(`M${n(x - r * 0.5)} ${n(y)}l${n(r * 0.3)} -6l${n(r * 0.2)} 10l${n(r * 0.4)} -8`, 'none', 'stroke="#f2c27b" stroke-width="3"') + scatter(rng, 8, x, y + 2, r * 0.7, r * 0.18, 5, ['#9c5512']).replaceAll('<circle', '<circle opacity=".6"');
      else g += scatter(rng, 24, x, y + 2, r * 0.75, r * 0.2, 2.5, ['#9c5a2a', '#b86e36']);
      return g;
    };
    art += cup(230, 250, 120) + cup(440, 300, 104);
    art += at(240, 236, -14, rect(-60, -7, 120, 14, 7, '#8a4b22') + rect(-60, -7, 120, 5, 3, '#a86236'));
    art += leaf(470, 288, 26, -40, '#2f9e44');
    art += at(560, 420, -30, ellipse(0, 0, 22, 14, '#d9dee3') + rect(18, -5, 80, 10, 5, '#c9ced4'));
    return art;
  },

  cookies: (c) => {
    const { rng } = c;
    const dough = c.tint(['#e2b56e', '#d9a55c', '#e8c07c']);
    const alfajor = c.named(/alfajor|sandwich|relleno/);
    let art = anyPlate(rng, 320, 290, 240, 108);
    for (const [x, y] of spots(rng, 7, 320, 268, 150, 62)) {
      if (alfajor) art += disc(rng, x, y + 14, 50, 22, 10, dough, '#c98b3e') + rect(x - 50, y + 4, 100, 10, 5, '#a65a1e') + disc(rng, x, y, 50, 22, 10, dough, '#c98b3e') + scatter(rng, 14, x, y, 40, 16, 2.5, ['#fffdf7']);
      else art += disc(rng, x, y, 52, 26, 10, dough, '#b7793f') + scatter(rng, 6, x, y, 34, 14, 5, c.named(/chocolate|chispas/) ? ['#4a2412'] : ['#d62f1f', '#f4d03f', '#fffdf7']);
    }
    art += scatter(rng, 16, 460, 380, 60, 14, 3, [dough]);
    return art;
  },

  fruit: (c) => {
    const { rng } = c;
    const [cx, cy, rx, ry] = [320, 236, 200, 76];
    let surface = ellipse(cx, cy, rx, ry, '#f6d365');
    for (const [x, y] of spots(rng, 26, cx, cy, rx * 0.95, ry * 0.9)) {
      const piece = rng();
      if (piece < 0.25) surface += chunk(x, y, 26, rng() * 90, '#f59f00', '#ffb627');
      else if (piece < 0.4) surface += at(x, y, rng() * 360, path('M-20 10L20 10L0 -24Z', '#e8354a') + rect(-20, 8, 40, 6, 3, '#2f9e44') + scatter(rng, 3, 0, 0, 8, 6, 1.5, ['#2a160c']));
      else if (piece < 0.55) surface += slice(x, y, 18, '#7a5c2e', '#8cc63f', 0) + circle(x, y, 4, '#fffbe6') + scatter(rng, 6, x, y, 9, 9, 1.3, ['#2a160c']);
      else if (piece < 0.7) surface += circle(x, y, 15, '#fdf3d0') + circle(x, y, 4, '#eadba4');
      else if (piece < 0.85) surface += circle(x, y, 11, '#7b3fa0') + circle(x - 3, y - 3, 3, '#c7a4e0');
      else surface += chunk(x, y, 24, rng() * 90, '#f2753a', '#ff8c4a');
    }
    surface += leaf(cx + 40, cy - 20, 36, -40, '#2f9e44') + leaf(cx + 40, cy - 20, 30, -120, '#37b24d');
    return bowl('fruit', { cx, cy, rx, ry, depth: 104, color: pick(rng, ['#f4f8fb', '#2f6fd6', '#f3e3c3', '#e8a317', '#0f766e']), surface }) + citrusWedge(130, 400, 28, -20) + circle(530, 390, 30, '#f9a825') + ellipse(522, 378, 10, 6, '#ffe082');
  },

  drink: (c) => {
    const { rng } = c;
    const liquid = c.tint(['#f59f00', '#e8354a', '#9bd14a', '#f2e6c9', '#a23a6f']);
    let art = '';
    const glass = (x: number, y: number, w: number, h: number, main: boolean) => {
      const top = w / 2;
      const bottom = w * 0.38;
      let g = shadow(x + 8, y + h + 4, w * 0.55, 14);
      g += path(`M${n(x - top)} ${y}L${n(x - bottom)} ${y + h}L${n(x + bottom)} ${y + h}L${n(x + top)} ${y}Z`, '#ffffff', 'opacity=".45"');
      const level = y + h * 0.16;
      const lw = top - (top - bottom) * 0.16;
      g += path(`M${n(x - lw)} ${n(level)}L${n(x - bottom + 4)} ${y + h - 6}L${n(x + bottom - 4)} ${y + h - 6}L${n(x + lw)} ${n(level)}Z`, liquid);
      g += ellipse(x, level, lw, 12, lighter(liquid, 0.3));
      g += path(`M${n(x - lw + 12)} ${n(level + 20)}L${n(x - bottom + 14)} ${y + h - 20}`, 'none', 'stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".45"');
      if (main) {
        for (const [ix, iy] of spots(rng, 3, x, level + 4, lw * 0.6, 6)) g += rect(ix - 16, iy - 14, 32, 28, 7, '#ffffff', 'opacity=".55" stroke="#ffffff" stroke-width="2"');
        g += at(x + 20, level, 14, rect(-6, -110, 12, 140, 6, '#ffffff') + [0, 1, 2, 3].map((i) => rect(-6, -104 + i * 30, 12, 14, 0, '#e03131')).join(''));
        g += c.named(/limon|limonada|lima/) ? slice(x - top + 10, y + 4, 30, '#4d9e1f', '#c5e86c') : slice(x - top + 10, y + 4, 30, '#f08c00', '#ffc14d');
        g += leaf(x - 8, level - 6, 30, -140, '#2f9e44') + leaf(x - 8, level - 6, 26, -60, '#37b24d');
      }
      g += ellipse(x, y, top, 12, 'none', 'stroke="#ffffff" stroke-width="3" opacity=".9"');
      g += scatter(rng, 8, x, y + h * 0.6, w * 0.32, h * 0.3, 3, ['#ffffff']).replaceAll('<circle', '<circle opacity=".5"');
      return g;
    };
    art += glass(220, 210, 130, 180, false) + glass(360, 150, 170, 250, true);
    art += scatter(rng, 3, 520, 380, 50, 20, 16, [liquid === '#f2e6c9' ? '#c98b3e' : lighter(liquid, 0.1)]);
    art += citrusWedge(130, 410, 28, -15);
    return art;
  },

  hotdrink: (c) => {
    const { rng } = c;
    const liquid = c.tint(['#6b3a1f', '#5a2d12', '#8a5a2b', '#c98b3e']);
    const mug = pick(rng, ['#c2410c', '#2f6fd6', '#f3e3c3', '#0f766e', '#be123c']);
    const [cx, top, w, h] = [300, 190, 180, 170];
    let art = plate(cx + 10, top + h + 10, 190, 58, pick(rng, rims));
    art += path(`M${cx + w / 2 - 6} ${top + 40}c70 -10 80 90 0 96`, 'none', `stroke="${darker(mug, 0.1)}" stroke-width="22" stroke-linecap="round"`);
    art += path(`M${cx - w / 2} ${top}L${cx - w / 2 + 8} ${top + h - 20}Q${cx - w / 2 + 10} ${top + h} ${cx - w / 2 + 30} ${top + h}L${cx + w / 2 - 30} ${top + h}Q${cx + w / 2 - 10} ${top + h} ${cx + w / 2 - 8} ${top + h - 20}L${cx + w / 2} ${top}Z`, mug);
    art += path(`M${cx - w / 2 + 20} ${top + 30}L${cx - w / 2 + 26} ${top + h - 30}`, 'none', 'stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".3"');
    art += ellipse(cx, top, w / 2, 26, lighter(mug, 0.5)) + ellipse(cx, top + 3, w / 2 - 10, 20, liquid);
    if (c.named(/cafe con leche|capuch|leche|espuma|champurrado|chocolate/)) art += ellipse(cx, top + 3, w / 2 - 26, 13, lighter(liquid, 0.55)) + path(`M${cx - 30} ${top + 4}q30 -12 60 0`, 'none', `stroke="${lighter(liquid, 0.25)}" stroke-width="4" stroke-linecap="round"`);
    art += steam(cx, top - 24, 90);
    art += at(470, 350, -20, rect(-50, -8, 100, 16, 8, '#8a4b22') + rect(-50, -8, 100, 6, 3, '#a86236'));
    art += at(160, 360, 10, rect(-40, -14, 80, 28, 12, '#e0a243') + line(-32, -4, 32, -4, '#b7793f', 2) + line(-32, 4, 32, 4, '#b7793f', 2));
    return art;
  },

  dip: (c) => {
    const { rng } = c;
    const dip = c.tint(['#7fb446', '#e8d5a8', '#d9381e', '#f2b33d']);
    const molcajete = c.named(/guacamole|molcajete|salsa|pico/);
    const [cx, cy, rx, ry] = [300, 236, 170, 64];
    let surface = ellipse(cx, cy, rx, ry, dip) + path(`M${cx - 90} ${cy}c40 -30 120 -30 150 0s-70 26 -100 6`, 'none', `stroke="${lighter(dip, 0.3)}" stroke-width="10" stroke-linecap="round"`);
    if (c.named(/hummus|garbanzo|baba|tahini/)) surface += path(`M${cx - 60} ${cy - 6}q60 -24 120 0`, 'none', 'stroke="#c9a227" stroke-width="7" stroke-linecap="round" opacity=".8"') + scatter(rng, 26, cx, cy, rx * 0.5, ry * 0.4, 2.5, ['#c0392b', '#a83224']) + circle(cx, cy, 12, '#e8c98a');
    else surface += scatter(rng, 16, cx, cy, rx * 0.6, ry * 0.5, 5, ['#d62f1f', '#fdf7ea', '#3f8f2f']);
    surface += herbsOver(rng, 3, cx, cy, rx * 0.4, ry * 0.3, 14);
    let art = bowl('dip', { cx, cy, rx, ry, depth: 86, color: molcajete ? '#4b4744' : pick(rng, ['#f3e3c3', '#2f6fd6', '#c2410c', '#0f766e']), inner: molcajete ? '#6b6661' : undefined, surface });
    if (molcajete) art += [-0.6, 0, 0.6].map((t) => ellipse(cx + t * rx * 0.7, cy + 118, 18, 10, '#3a3633')).join('');
    if (c.named(/hummus|zanahoria|bastones|vegetal/)) {
      for (let i = 0; i < 6; i += 1) art += at(470 + i * 16, 300 + (i % 2) * 20, -60 + i * 8, rect(-60, -8, 120, 16, 8, i % 2 ? '#7fb446' : '#f08c00'));
    } else {
      for (const [x, y] of [[470, 300], [520, 250], [500, 370], [140, 380], [100, 320], [560, 330]] as const)
        art += at(x, y, rng() * 360, path('M-34 24L34 24L0 -34Z', '#f2c14e', 'stroke="#d9a02b" stroke-width="3" stroke-linejoin="round"') + scatter(rng, 3, 0, 6, 14, 10, 2, ['#fffaf0']));
    }
    return art;
  },

  potato: (c) => {
    const { rng } = c;
    const sauce = c.tint(['#f2b33d', '#e8d5a8', '#f0a030']);
    let art = anyPlate(rng, 320, 280, 248, 114);
    if (c.named(/brava|frita|pobre|arrugad/)) {
      for (const [x, y] of spots(rng, 16, 320, 268, 150, 60)) art += chunk(x, y, between(rng, 30, 38), rng() * 90, '#e3a543', '#f0c060');
      for (const [x, y] of spots(rng, 6, 320, 262, 110, 40)) art += circle(x, y, 13, '#d9381e') + circle(x - 3, y - 3, 5, '#f26b4f');
      for (const [x, y] of spots(rng, 4, 320, 262, 100, 36)) art += circle(x, y, 11, '#fff8e6');
    } else {
      for (const [x, y] of spots(rng, 7, 320, 270, 150, 62)) art += ellipse(x, y + 4, 48, 32, '#c9a05a') + ellipse(x, y, 45, 28, '#f6dc8c');
      if (!c.named(/pulpo/)) art += path('M180 250C200 200 300 210 330 220C380 200 470 220 460 262C450 300 390 300 330 292C260 304 170 290 180 250Z', sauce, 'opacity=".95"');
      if (c.named(/huancaina|ocopa|papa a la/)) {
        for (const [x, y] of [[250, 250], [400, 262]] as const) art += ellipse(x, y, 30, 22, '#fffdf7') + circle(x, y, 13, '#f59f00');
        art += [[320, 240], [290, 280], [370, 230]].map(([x, y]) => ellipse(x!, y!, 9, 12, '#2b1d2e') + ellipse(x! - 2, y! - 4, 3, 4, '#6b5a72')).join('');
        art += leaf(170, 300, 60, -160, '#69b34c') + leaf(180, 320, 54, 160, '#4caf50');
      }
      if (c.named(/pulpo/)) {
        for (const [x, y] of spots(rng, 14, 320, 256, 130, 52)) art += circle(x, y, 16, '#a8425c') + circle(x, y, 11, '#f3c9cf') + circle(x, y, 4, '#e8a3ad');
        art += scatter(rng, 60, 320, 262, 140, 56, 2.5, ['#c0392b', '#d9480f']);
      }
    }
    art += herbsOver(rng, 4, 320, 262, 120, 40, 14);
    return art;
  },

  corn: (c) => {
    const { rng } = c;
    let art = anyPlate(rng, 320, 282, 252, 110);
    const cheese = c.named(/queso/) && !c.named(/preparad|elote/);
    for (let i = 0; i < 3; i += 1) {
      const x = 240 + i * 90;
      const y = 290 - (i === 1 ? 14 : 0);
      let cob = corn(0, 0, 220, 0) + rect(105, -16, 40, 32, 10, '#d9c28a');
      if (!cheese) cob += wavy(-90, 90, -4, 8, '#fffaf0', 7) + scatter(rng, 26, 0, 0, 90, 22, 4, ['#fffdf7', '#f5f0e6']) + scatter(rng, 24, 0, 0, 90, 22, 2.2, ['#c92a2a', '#d9480f']);
      art += at(x, y, -62 + i * 4, cob);
    }
    if (cheese) for (const [x, y] of [[470, 250], [500, 310]] as const) art += at(x, y, between(rng, -20, 20), rect(-44, -26, 88, 52, 8, '#fffaf0') + rect(-44, -26, 88, 12, 6, '#ffffff') + scatter(rng, 5, 0, 4, 30, 16, 2.5, ['#efe6d2']));
    else art += citrusWedge(470, 330, 30, -20) + citrusWedge(500, 280, 26, 30);
    art += herbsOver(rng, 3, 320, 360, 100, 10, 14);
    return art;
  },

  onigiri: (c) => {
    const { rng } = c;
    const board = pick(rng, ['#c9a06a', '#b88d57', '#d4ad78']);
    let art = shadow(330, 346, 250, 56) + rect(90, 250, 460, 110, 24, darker(board, 0.2)) + rect(90, 240, 460, 100, 24, board);
    for (let i = 0; i < 9; i += 1) art += line(100 + i * 50, 246, 100 + i * 50, 334, darker(board, 0.15), 2);
    const onigiri = (x: number, y: number, angle: number) =>
      at(x, y, angle, path('M0 -90C14 -90 84 20 80 40C76 62 -76 62 -80 40C-84 20 -14 -90 0 -90Z', '#fffdf7') + grains(rng, 26, 0, -10, 50, 40, '#eee6d8') + rect(-38, 8, 76, 50, 8, '#1f3b2d') + scatter(rng, 6, 0, -40, 20, 14, 2.5, ['#2a160c']));
    art += onigiri(220, 250, -6) + onigiri(350, 240, 4) + onigiri(470, 262, 10);
    art += sauceDish(rng, 'soy', 130, 380, 40, '#3a1d0e');
    return art;
  },
} satisfies Record<string, Scene>;

export type DishKind = keyof typeof dishScenes;
export const dishKinds = Object.keys(dishScenes) as DishKind[];
