// Makes the installed app's icons (ADR 054) from the Rela mark, once; the PNGs are committed.
// Run: node scripts/make-app-icons.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');

/** The mark's house (apps/web/src/components/logo.tsx), on a 32-unit grid. */
const house = 'M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z';
const green = '#15803d';

/** The house at `scale` of the square, centred (its own box is 16 x 16 units around 16,17). */
const svg = ({ background, rounded, scale, fill = '#fff' }) => {
  const size = 32;
  const factor = scale * 2;
  const offset = (size - size * factor) / 2;
  const square = background
    ? `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${background}"/>`
    : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${square}` +
      `<g transform="translate(${offset} ${offset - factor}) scale(${factor})">` +
      `<path d="${house}" fill="${fill}"/></g></svg>`,
  );
};

const icons = [
  // The manifest's "any" icons: the mark as the header shows it.
  { file: 'icon-192.png', size: 192, background: green, rounded: true, scale: 0.5 },
  { file: 'icon-512.png', size: 512, background: green, rounded: true, scale: 0.5 },
  // Maskable: full bleed, the house inside the middle 80% that every mask keeps.
  { file: 'icon-maskable-512.png', size: 512, background: green, rounded: false, scale: 0.42 },
  // iOS rounds the Home Screen's icon itself and shows transparency as black: full bleed.
  { file: 'apple-touch-icon.png', size: 180, background: green, rounded: false, scale: 0.5 },
  { file: 'favicon-48.png', size: 48, background: green, rounded: true, scale: 0.5 },
  // Android's status bar badge: the shape alone, white on transparent.
  { file: 'badge-96.png', size: 96, background: null, rounded: false, scale: 0.62 },
];

await mkdir(out, { recursive: true });
for (const icon of icons) {
  await sharp(svg(icon), { density: 72 * (icon.size / 32) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
