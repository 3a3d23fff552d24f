// Makes the install icons of the web app manifest from the app's own logo (src/client/public/icon.svg):
// 192 and 512 px "any" icons, a 512 px maskable one (the logo inside the 80 % safe circle on a full-bleed
// background, so a launcher's round or squircle mask never cuts it), a 180 px Apple touch icon and a 48 px
// favicon (a PNG: an SVG favicon is decoded as a document of its own on the page's main thread, 4–8 ms of
// every cold load).
// Run: npx tsx scripts/make-icons.ts — the PNGs are committed, so a build never needs this.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const publicDir = resolve(import.meta.dirname, '../src/client/public');
const logo = readFileSync(`${publicDir}/icon.svg`);

async function plain(size: number, name: string) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}/icons/${name}`);
}

/** The logo's gradient fills the whole square and its bowl shrinks into the safe circle (80 % of the size). */
function maskableSvg(): Buffer {
  const svg = logo.toString('utf8');
  const art = svg.slice(svg.indexOf('</defs>') + '</defs>'.length, svg.lastIndexOf('</svg>')).replace(/<rect width="64" height="64"[^>]*\/>/, '');
  const defs = svg.slice(svg.indexOf('<defs>'), svg.indexOf('</defs>') + '</defs>'.length);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}<rect width="64" height="64" fill="url(#g)"/>` +
      `<g transform="translate(9.6 11.6) scale(0.7)">${art}</g></svg>`,
  );
}

async function maskable(size: number, name: string) {
  await sharp(maskableSvg(), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}/icons/${name}`);
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'icon-maskable-512.png');
await maskable(180, 'apple-touch-icon.png');
await plain(48, 'favicon-48.png');
console.log('Iconos escritos en src/client/public/icons');
