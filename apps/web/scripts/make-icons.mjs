#!/usr/bin/env node
// Draws the install icons (web app manifest, apple-touch-icon) from the app's logo,
// public/favicon.svg: the gold wallet on the dark tile. Run it again after the logo changes
// (`node apps/web/scripts/make-icons.mjs`); the PNGs it writes are committed under public/icons.
//   icon-{192,512}.png      purpose "any": the favicon as it is, rounded corners transparent
//   maskable-{192,512}.png  purpose "maskable": full-bleed tile, the wallet inside the safe zone
//   apple-touch-icon.png    180×180, opaque (iOS rounds the corners itself)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const pub = path.resolve(import.meta.dirname, '../public');
const out = path.join(pub, 'icons');
const logo = fs.readFileSync(path.join(pub, 'favicon.svg'), 'utf8');

// The logo's parts: the 64×64 tile (first <rect>) and the wallet drawn over it.
const tile = /<rect width="64" height="64" rx="16" fill="(#[0-9a-f]{6})"\/>/i.exec(logo);
if (!tile) throw new Error('favicon.svg: the 64×64 tile <rect> was not found, update this script');
const [tileRect, tileColour] = tile;

/**
 * The logo on a square tile without rounded corners, the wallet scaled by `scale` around the
 * centre: a maskable icon keeps its content in the central circle of 80% of the width.
 */
const fullBleed = (scale) =>
  logo
    .replace(tileRect, `<rect width="64" height="64" fill="${tileColour}"/>`)
    .replace(
      /(<rect width="64" height="64" fill="#[0-9a-f]{6}"\/>)([\s\S]*)(<\/svg>)/i,
      `$1<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">$2</g>$3`,
    );

async function png(svg, size, file, { opaque = false } = {}) {
  // rasterise the 64-unit SVG at the target size (density is dots per inch of 72-dpi units)
  let image = sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
  if (opaque) image = image.flatten({ background: tileColour });
  await image.png({ compressionLevel: 9, palette: false }).toFile(path.join(out, file));
  console.log(`${file} ${size}×${size} ${fs.statSync(path.join(out, file)).size} B`);
}

fs.mkdirSync(out, { recursive: true });
await png(logo, 192, 'icon-192.png');
await png(logo, 512, 'icon-512.png');
// the wallet spans 37 of 64 units; at 0.8 its corners stay well inside the safe circle
await png(fullBleed(0.8), 192, 'maskable-192.png', { opaque: true });
await png(fullBleed(0.8), 512, 'maskable-512.png', { opaque: true });
await png(fullBleed(0.9), 180, 'apple-touch-icon.png', { opaque: true });
