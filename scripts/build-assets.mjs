#!/usr/bin/env node
// Static files made at build time (run by `npm run build` and `npm start`), so no binary is committed:
// - the app icons as PNG (Chromium's install prompt wants 192 and 512 px, and a maskable one), drawn here with zlib;
// - the TTF fonts the PDF export embeds, copied from their npm packages to public/fonts/ (served as static assets,
//   fetched by the Worker only while it builds a PDF, so they never weigh on the Worker bundle).
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { deflateSync } from "node:zlib";

const require = createRequire(import.meta.url);
const BRAND = [0x23, 0x7a, 0x72];
const WHITE = [0xff, 0xff, 0xff];

const FONTS = {
  "NotoSans-Regular.ttf": "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "NotoSans-Bold.ttf": "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  "DejaVuSans.ttf": "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
};

function packageFile(specifier) {
  const [scopeOrName, ...rest] = specifier.split("/");
  const name = scopeOrName.startsWith("@") ? `${scopeOrName}/${rest.shift()}` : scopeOrName;
  return join(dirname(require.resolve(`${name}/package.json`)), ...rest);
}

mkdirSync("public/fonts", { recursive: true });
for (const [target, source] of Object.entries(FONTS)) copyFileSync(packageFile(source), join("public/fonts", target));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgbaAt) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const offset = y * (size * 4 + 1);
    rows[offset] = 0; // no filter
    for (let x = 0; x < size; x++) rows.set(rgbaAt(x, y), offset + 1 + x * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

/** The classic heart curve (x² + y² − 1)³ − x²y³ ≤ 0, y pointing up. */
function inHeart(x, y) {
  const a = x * x + y * y - 1;
  return a * a * a - x * x * y * y * y <= 0;
}

/**
 * The favicon's picture: a white heart on the brand colour. `maskable` fills the whole square (the platform cuts its
 * own shape) and keeps the heart inside the central safe zone; otherwise the square has rounded corners.
 */
function icon(size, { maskable }) {
  const samples = 4;
  const heartScale = maskable ? 0.3 : 0.34;
  const radius = maskable ? 0 : size * 0.22;
  return png(size, (px, py) => {
    let background = 0;
    let heart = 0;
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const x = px + (sx + 0.5) / samples;
        const y = py + (sy + 0.5) / samples;
        const cx = Math.min(Math.max(x, radius), size - radius);
        const cy = Math.min(Math.max(y, radius), size - radius);
        if (radius === 0 || (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) background++;
        const hx = (x - size / 2) / (size * heartScale);
        const hy = -(y - size * 0.53) / (size * heartScale);
        if (inHeart(hx * 1.25, hy * 1.25 + 0.1)) heart++;
      }
    }
    const total = samples * samples;
    const mix = heart / total;
    const colour = BRAND.map((channel, index) => Math.round(channel * (1 - mix) + WHITE[index] * mix));
    return [...colour, Math.round((background / total) * 255)];
  });
}

mkdirSync("public/icons", { recursive: true });
const ICONS = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
];
for (const [name, size, maskable] of ICONS) writeFileSync(join("public/icons", name), icon(size, { maskable }));
console.log(`build-assets: ${ICONS.length} icons in public/icons, ${Object.keys(FONTS).length} fonts in public/fonts`);
