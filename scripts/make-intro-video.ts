// Makes the intro video of SPEC §2 from the app's own artwork: the Sazón pot of src/client/ui/logo.tsx
// pops in on the sign-in page's sunset gradient (.bg-sunset in src/client/styles.css), its steam rises,
// then the name «Sazón» and the tagline of es.login.tagline appear in the display font (Fredoka), while
// warm sparks drift up. 4 s at 30 frames a second, 720×720, no sound. The picture is square and the
// app shows it with object-fit: cover, so everything that matters stays in the middle 42 % of it, which
// any screen from a tall phone to a 21:9 monitor keeps in view.
//
// Writes src/client/public/media/intro.webm (VP9) and intro.mp4 (H.264, for browsers without VP9).
// Tools: Node with tsx and sharp (npm, librsvg draws each frame), the Fredoka font files of
// @fontsource/fredoka (npm), and ffmpeg with libvpx-vp9 and libx264 (Debian: apt-get install -y ffmpeg).
// Run: npx tsx scripts/make-intro-video.ts   (the same frames and flags always give the same files)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { es } from '../src/shared/i18n/es.ts';

const size = 720;
const fps = 30;
const seconds = 4;
const centre = size / 2;
const outDir = resolve(import.meta.dirname, '../src/client/public/media');
const work = mkdtempSync(join(tmpdir(), 'sazon-intro-'));

/**
 * librsvg finds fonts through fontconfig, which reads TrueType but not the WOFF files the app ships:
 * WOFF 1.0 is the same font with each table zlib-compressed, so unpacking the tables gives it back.
 */
function woffToTrueType(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const packedLength = woff.readUInt32BE(entry + 8);
    const packed = woff.subarray(offset, offset + packedLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: packedLength < woff.readUInt32BE(entry + 12) ? inflateSync(packed) : packed,
    };
  });
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8); // the font's own flavour (TrueType or CFF)
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE((count - power) * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    table.tag.copy(header, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 12 + i * 16 + 4);
    header.writeUInt32BE(offset, 12 + i * 16 + 8);
    header.writeUInt32BE(table.data.length, 12 + i * 16 + 12);
    const body = Buffer.alloc(Math.ceil(table.data.length / 4) * 4); // tables start on 4-byte boundaries
    table.data.copy(body);
    bodies.push(body);
    offset += body.length;
  });
  return Buffer.concat([header, ...bodies]);
}

function installFredoka() {
  const fonts = join(work, 'fonts');
  mkdirSync(fonts);
  for (const weight of [500, 700]) {
    const woff = readFileSync(resolve(import.meta.dirname, `../node_modules/@fontsource/fredoka/files/fredoka-latin-${weight}-normal.woff`));
    writeFileSync(join(fonts, `fredoka-${weight}.ttf`), woffToTrueType(woff));
  }
  const config = join(work, 'fonts.conf');
  writeFileSync(config, `<?xml version="1.0"?><fontconfig><dir>${fonts}</dir><cachedir>${join(work, 'font-cache')}</cachedir></fontconfig>`);
  process.env.FONTCONFIG_FILE = config; // read when sharp first draws text, so before the first frame
}

// Easing and timing: progress of a stage from `start` to `end` seconds, 0 before and 1 after.
const clamp = (x: number) => Math.min(1, Math.max(0, x));
const stage = (t: number, start: number, end: number) => clamp((t - start) / (end - start));
const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;
const easeOutBack = (x: number) => 1 + 2.2 * (x - 1) ** 3 + 1.2 * (x - 1) ** 2;

/** Sparks rising like heat off the stove: fixed places (a golden-ratio scatter), so every run is alike. */
const sparks = Array.from({ length: 18 }, (_, i) => ({
  x: ((i * 0.618034) % 1) * size,
  phase: (i * 0.381966) % 1,
  radius: 3 + (i % 4) * 1.6,
  speed: 70 + (i % 5) * 18,
  colour: ['#fde68a', '#fff7ed', '#fdba74'][i % 3],
}));

function frame(t: number): string {
  const logo = easeOutBack(stage(t, 0.15, 1.0));
  const logoFade = stage(t, 0.15, 0.5);
  const steam = easeOutCubic(stage(t, 0.75, 1.5));
  const title = easeOutCubic(stage(t, 0.95, 1.6));
  const bar = easeOutCubic(stage(t, 1.35, 1.9));
  const tagline = easeOutCubic(stage(t, 1.55, 2.2));
  const glow = stage(t, 0.1, 1.2) * (0.85 + 0.15 * Math.sin(t * 2.4));
  const bob = Math.sin(t * 2.2) * 3 * stage(t, 1.0, 1.6); // the pot floats once it has landed
  const sway = Math.sin(t * 3.1) * 1.5;

  const sparkDots = sparks
    .map((s) => {
      const y = size + 20 - (((t * s.speed) / size + s.phase) % 1) * (size + 40);
      const x = s.x + Math.sin(t * 1.7 + s.phase * 6.28) * 12;
      const opacity = 0.55 * stage(t, 0, 0.6) * Math.sin(Math.PI * ((size + 20 - y) / (size + 40)));
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${s.radius}" fill="${s.colour}" opacity="${opacity.toFixed(3)}"/>`;
    })
    .join('');

  // The pot of logo.tsx, 64 units drawn at 2.1×, with a cream rim so it stands out from the sunset.
  const potScale = 2.1 * (0.3 + 0.7 * logo);
  const potTilt = -12 * (1 - logo);
  const steamLength = 14;
  const pot = `
    <g transform="translate(${centre} ${278 + bob}) rotate(${potTilt.toFixed(2)}) scale(${potScale.toFixed(4)}) translate(-32 -32)" opacity="${logoFade.toFixed(3)}">
      <rect x="-1.5" y="-1.5" width="67" height="67" rx="19.5" fill="#fff7ed"/>
      <rect width="64" height="64" rx="18" fill="url(#pot)"/>
      <path d="M14 34h36a18 18 0 0 1-36 0z" fill="#fff7ed"/>
      <rect x="10" y="31" width="44" height="5" rx="2.5" fill="#7c2d12"/>
      <g transform="translate(0 ${sway.toFixed(2)})">
        <path d="M26 14c-3 4 3 6 0 10M34 12c-3 4 3 6 0 10M42 14c-3 4 3 6 0 10" stroke="#fff7ed" stroke-width="3" fill="none"
          stroke-linecap="round" stroke-dasharray="${steamLength} ${steamLength}" stroke-dashoffset="${(-steamLength * (1 - steam)).toFixed(2)}"/>
      </g>
    </g>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs>
      <linearGradient id="sunset" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f97316"/><stop offset="0.55" stop-color="#e11d48"/><stop offset="1" stop-color="#9d174d"/>
      </linearGradient>
      <linearGradient id="pot" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fb923c"/><stop offset="1" stop-color="#e11d48"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="#fff7ed" stop-opacity="0.55"/><stop offset="1" stop-color="#fff7ed" stop-opacity="0"/></radialGradient>
      <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
      <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#4c0519" flood-opacity="0.35"/></filter>
    </defs>
    <rect width="${size}" height="${size}" fill="url(#sunset)"/>
    <circle cx="${140 + 20 * Math.sin(t * 0.8)}" cy="${130 + 14 * Math.cos(t * 0.7)}" r="170" fill="#fde047" opacity="0.3" filter="url(#soft)"/>
    <circle cx="${600 - 18 * Math.sin(t * 0.6)}" cy="${610 - 16 * Math.cos(t * 0.9)}" r="190" fill="#fb923c" opacity="0.28" filter="url(#soft)"/>
    <circle cx="${centre}" cy="${centre - 10}" r="260" fill="url(#glow)" opacity="${glow.toFixed(3)}"/>
    ${sparkDots}
    <g filter="url(#shadow)">
      ${pot}
      <text x="${centre}" y="${438 + 22 * (1 - title)}" text-anchor="middle" font-family="Fredoka" font-weight="700" font-size="86"
        fill="#fff8ef" opacity="${title.toFixed(3)}">${es.app.name}</text>
      <rect x="${centre - 44 * bar}" y="458" width="${88 * bar}" height="7" rx="3.5" fill="#f59e0b" opacity="${bar.toFixed(3)}"/>
      <text x="${centre}" y="${502 + 12 * (1 - tagline)}" text-anchor="middle" font-family="Fredoka" font-weight="500" font-size="27"
        fill="#fde68a" opacity="${tagline.toFixed(3)}">${es.login.tagline}</text>
    </g>
  </svg>`;
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

installFredoka();
const { default: sharp } = await import('sharp');
try {
  const frames = join(work, 'frames');
  mkdirSync(frames);
  for (let i = 0; i < fps * seconds; i++) {
    await sharp(Buffer.from(frame(i / fps))).png().toFile(join(frames, `${String(i).padStart(4, '0')}.png`));
  }
  mkdirSync(outDir, { recursive: true });
  // sRGB frames → BT.709 video, tagged as such, no sound, no encoder name or date in the file.
  const input = ['-framerate', String(fps), '-i', join(frames, '%04d.png'), '-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];
  const colour = ['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p', '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];
  const webm = join(outDir, 'intro.webm');
  const mp4 = join(outDir, 'intro.mp4');
  ffmpeg([...input, ...colour, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '34', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '0', '-threads', '1', '-g', String(fps * seconds), webm]);
  ffmpeg([...input, ...colour, '-c:v', 'libx264', '-preset', 'slow', '-crf', '24', '-profile:v', 'high', '-threads', '1', '-movflags', '+faststart', mp4]);
  for (const file of [webm, mp4]) console.log(`${file}: ${statSync(file).size} bytes, ${seconds} s, ${size}×${size}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
