// Drawing primitives for the demo recipes' illustrations (dish-scenes.ts): colour mixing and small SVG
// pieces (plates, bowls, leaves, citrus, steam). Every function returns SVG markup
// in the 640×480 canvas of dish-art.ts.
import { between, pick, type Rng } from './seeded-random.ts';

/** Numbers with one decimal keep the markup (and the encoder's work) small. */
export const n = (value: number) => Math.round(value * 10) / 10;

function channels(hex: string): number[] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` moved towards `b` by t (0–1). */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  const out = ca.map((c, i) => Math.round(c + (cb[i]! - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
export const darker = (color: string, t = 0.25) => mix(color, '#2a160c', t);
export const lighter = (color: string, t = 0.35) => mix(color, '#ffffff', t);

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" fill="none"${extra ? ` ${extra}` : ''}/>`;
export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;
/** Content drawn around its own origin, moved to (x, y) and turned by `angle` degrees. */
export const at = (x: number, y: number, angle: number, content: string) => group(`translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, content);
/** Content drawn only inside the ellipse (the surface of a soup, the well of a pan). */
export function insideEllipse(id: string, cx: number, cy: number, rx: number, ry: number, content: string): string {
  return `<clipPath id="${id}">${ellipse(cx, cy, rx, ry, '#000')}</clipPath><g clip-path="url(#${id})">${content}</g>`;
}

/** The soft shadow a dish casts on the table. */
export const shadow = (cx: number, cy: number, rx: number, ry: number) => ellipse(cx, cy, rx, ry, '#7c2d12', 'opacity=".16"');

/** A round or oval plate seen from above at an angle: shadow, rim, well and a glint. */
export function plate(cx: number, cy: number, rx: number, ry: number, rim = '#fffaf3', band?: string): string {
  const well = mix(rim, '#d6bfa5', 0.28);
  return [
    shadow(cx + 6, cy + ry * 0.16, rx * 1.02, ry * 1.02),
    ellipse(cx, cy, rx, ry, rim),
    band ? ellipse(cx, cy, rx * 0.93, ry * 0.91, 'none', `stroke="${band}" stroke-width="5"`) : '',
    ellipse(cx, cy + ry * 0.04, rx * 0.74, ry * 0.7, well),
    ellipse(cx, cy + ry * 0.06, rx * 0.7, ry * 0.64, mix(rim, well, 0.55)),
    path(`M${n(cx - rx * 0.8)} ${n(cy - ry * 0.35)}Q${n(cx - rx * 0.55)} ${n(cy - ry * 0.85)} ${n(cx - rx * 0.1)} ${n(cy - ry * 0.9)}`, 'none', `stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"`),
  ].join('');
}

/** A bowl: its body below the rim, the rim, and `surface` (what it holds) clipped to the opening. */
export function bowl(
  id: string,
  { cx, cy, rx, ry, depth, color, inner, surface }: { cx: number; cy: number; rx: number; ry: number; depth: number; color: string; inner?: string; surface: string },
): string {
  const body = `M${n(cx - rx)} ${n(cy)}C${n(cx - rx)} ${n(cy + depth * 1.3)} ${n(cx + rx)} ${n(cy + depth * 1.3)} ${n(cx + rx)} ${n(cy)}Z`;
  const band = `M${n(cx - rx * 0.97)} ${n(cy + depth * 0.28)}C${n(cx - rx * 0.8)} ${n(cy + depth * 0.72)} ${n(cx + rx * 0.8)} ${n(cy + depth * 0.72)} ${n(cx + rx * 0.97)} ${n(cy + depth * 0.28)}`;
  return [
    shadow(cx + 8, cy + depth * 0.98, rx * 0.8, ry * 0.45),
    ellipse(cx, cy + depth * 0.92, rx * 0.42, ry * 0.22, darker(color, 0.3)),
    path(body, color),
    path(band, 'none', `stroke="${lighter(color, 0.3)}" stroke-width="7" opacity=".8"`),
    path(`M${n(cx - rx * 0.82)} ${n(cy + depth * 0.2)}Q${n(cx - rx * 0.7)} ${n(cy + depth * 0.7)} ${n(cx - rx * 0.35)} ${n(cy + depth * 0.88)}`, 'none', `stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".3"`),
    ellipse(cx, cy, rx, ry, inner ?? lighter(color, 0.55)),
    insideEllipse(id, cx, cy + ry * 0.05, rx * 0.93, ry * 0.86, surface),
  ].join('');
}

/** A leaf pointing along +x from its base at the origin, `size` long. */
export function leaf(x: number, y: number, size: number, angle: number, fill: string): string {
  const s = size;
  return at(
    x,
    y,
    angle,
    path(`M0 0C${n(s * 0.3)} ${n(-s * 0.42)} ${n(s * 0.75)} ${n(-s * 0.36)} ${n(s)} 0C${n(s * 0.75)} ${n(s * 0.36)} ${n(s * 0.3)} ${n(s * 0.42)} 0 0Z`, fill) +
      line(s * 0.08, 0, s * 0.8, 0, darker(fill, 0.3), Math.max(1, s / 14), 'opacity=".6"'),
  );
}

/** A cilantro or parsley sprig: a stem with a few lobed leaves. */
export function sprig(x: number, y: number, size: number, angle: number, fill = '#2f9e44'): string {
  const s = size;
  const lobe = (lx: number, ly: number, r: number) =>
    circle(lx - r * 0.5, ly, r * 0.62, fill) + circle(lx + r * 0.5, ly, r * 0.62, fill) + circle(lx, ly - r * 0.5, r * 0.66, fill);
  return at(
    x,
    y,
    angle,
    line(0, 0, s, 0, darker(fill, 0.2), Math.max(1.5, s / 16)) +
      lobe(s, -s * 0.05, s * 0.3) +
      lobe(s * 0.62, -s * 0.3, s * 0.25) +
      lobe(s * 0.6, s * 0.26, s * 0.24),
  );
}

/** A citrus wedge (lime, lemon): a half slice seen from the cut side. */
export function citrusWedge(x: number, y: number, r: number, angle: number, peel = '#4d9e1f', flesh = '#c5e86c'): string {
  const segments = [30, 90, 150].map((a) => {
    const rad = (a * Math.PI) / 180;
    return line(0, 0, Math.cos(rad) * r * 0.78, -Math.sin(rad) * r * 0.78, lighter(flesh, 0.55), Math.max(1.5, r / 10));
  });
  return at(
    x,
    y,
    angle,
    path(`M${n(-r)} 0A${n(r)} ${n(r)} 0 0 1 ${n(r)} 0Z`, peel) +
      path(`M${n(-r * 0.84)} 0A${n(r * 0.84)} ${n(r * 0.84)} 0 0 1 ${n(r * 0.84)} 0Z`, lighter(flesh, 0.4)) +
      path(`M${n(-r * 0.76)} 0A${n(r * 0.76)} ${n(r * 0.76)} 0 0 1 ${n(r * 0.76)} 0Z`, flesh) +
      segments.join(''),
  );
}

/** A round citrus or tomato slice seen from above. */
export function slice(x: number, y: number, r: number, peel: string, flesh: string, segments = 8): string {
  const spokes = Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2;
    return line(x, y, x + Math.cos(a) * r * 0.72, y + Math.sin(a) * r * 0.72, lighter(flesh, 0.5), Math.max(1.2, r / 12));
  });
  return circle(x, y, r, peel) + circle(x, y, r * 0.86, lighter(flesh, 0.35)) + circle(x, y, r * 0.78, flesh) + spokes.join('');
}

export const tomatoSlice = (x: number, y: number, r: number) =>
  circle(x, y, r, '#d62f1f') +
  circle(x, y, r * 0.78, '#ef4f3a') +
  [0, 1, 2, 3].map((i) => circle(x + Math.cos(i * 1.57 + 0.4) * r * 0.45, y + Math.sin(i * 1.57 + 0.4) * r * 0.45, r * 0.18, '#fde68a')).join('');

/** A red-onion sliver: a thin arc. */
export const onionSliver = (x: number, y: number, r: number, angle: number, color = '#a21caf') =>
  at(x, y, angle, path(`M${n(-r)} 0A${n(r)} ${n(r * 0.7)} 0 0 1 ${n(r)} 0`, 'none', `stroke="${color}" stroke-width="${n(Math.max(2.5, r / 4))}" stroke-linecap="round"`) +
    path(`M${n(-r * 0.8)} 1A${n(r * 0.8)} ${n(r * 0.55)} 0 0 1 ${n(r * 0.8)} 1`, 'none', `stroke="#f5e1f7" stroke-width="${n(Math.max(1.5, r / 7))}" stroke-linecap="round"`));

/** A chili pod with its green stem. */
export function chili(x: number, y: number, len: number, angle: number, color = '#dc2626'): string {
  const l = len;
  return at(
    x,
    y,
    angle,
    path(`M0 ${n(-l * 0.12)}C${n(l * 0.4)} ${n(-l * 0.2)} ${n(l * 0.85)} ${n(-l * 0.05)} ${n(l)} ${n(l * 0.2)}C${n(l * 0.7)} ${n(l * 0.12)} ${n(l * 0.35)} ${n(l * 0.16)} 0 ${n(l * 0.12)}Z`, color) +
      path(`M${n(l * 0.1)} ${n(-l * 0.06)}C${n(l * 0.4)} ${n(-l * 0.1)} ${n(l * 0.7)} ${n(-l * 0.02)} ${n(l * 0.82)} ${n(l * 0.1)}`, 'none', `stroke="#fff" stroke-width="${n(l / 22)}" opacity=".45" stroke-linecap="round"`) +
      path(`M0 ${n(-l * 0.12)}Q${n(-l * 0.12)} 0 0 ${n(l * 0.12)}L${n(-l * 0.06)} 0Z`, '#3f8f2f') +
      line(-l * 0.04, 0, -l * 0.22, -l * 0.1, '#3f8f2f', Math.max(2, l / 14)),
  );
}

/** Three wavy wisps of steam rising from (x, y). */
export function steam(x: number, y: number, height: number, color = '#ffffff'): string {
  return [-1, 0, 1]
    .map((i) => {
      const sx = x + i * height * 0.32;
      const h = height * (i === 0 ? 1 : 0.8);
      return path(
        `M${n(sx)} ${n(y)}c${n(-h * 0.16)} ${n(-h * 0.2)} ${n(h * 0.16)} ${n(-h * 0.32)} 0 ${n(-h * 0.5)}s${n(h * 0.16)} ${n(-h * 0.32)} 0 ${n(-h * 0.5)}`,
        'none',
        `stroke="${color}" stroke-width="${n(Math.max(3, height / 11))}" stroke-linecap="round" opacity=".75"`,
      );
    })
    .join('');
}

/** Small dots scattered in an ellipse: seeds, pepper, sugar, cheese. */
export function scatter(rng: Rng, count: number, cx: number, cy: number, rx: number, ry: number, r: number, colors: readonly string[]): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng());
    out += circle(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, r * between(rng, 0.7, 1.3), pick(rng, colors));
  }
  return out;
}

/** Points spread in an ellipse, for placing pieces (chunks, fruit, garnish). */
export function spots(rng: Rng, count: number, cx: number, cy: number, rx: number, ry: number): [number, number][] {
  const points: [number, number][] = [];
  const golden = 2.399963;
  const turn = rng() * Math.PI * 2;
  for (let i = 0; i < count; i += 1) {
    const d = Math.sqrt((i + 0.5) / count);
    const a = turn + i * golden;
    points.push([cx + Math.cos(a) * rx * d + between(rng, -4, 4), cy + Math.sin(a) * ry * d + between(rng, -3, 3)]);
  }
  return points;
}

/** A rounded chunk (meat, potato, fish) seen at an angle: a lighter top face over its side. */
export function chunk(x: number, y: number, size: number, angle: number, color: string, top?: string): string {
  const s = size;
  return at(x, y, angle, rect(-s / 2, -s / 2 + s * 0.14, s, s * 0.86, s * 0.28, darker(color, 0.18)) + rect(-s / 2, -s / 2, s, s * 0.78, s * 0.28, top ?? color));
}

/** Rice grains over an area: short pale ellipses at random angles. */
export function grains(rng: Rng, count: number, cx: number, cy: number, rx: number, ry: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    out += at(x, y, rng() * 180, ellipse(0, 0, 6, 2.4, color));
  }
  return out;
}
