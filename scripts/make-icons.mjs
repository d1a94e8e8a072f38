#!/usr/bin/env node
// Renders the app icons from the logo (public/logo.svg) with the project's Chromium, so the
// PNGs always match the SVG source. Run `npm run icons` after editing the logo and commit the
// PNGs it writes. CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
//
//   public/icons/icon-192.png           manifest icon, purpose "any" (transparent corners)
//   public/icons/icon-512.png           manifest icon, purpose "any"
//   public/icons/icon-maskable-512.png  manifest icon, purpose "maskable": full-bleed dark red,
//                                       the mark inside the 80 % safe circle
//   public/apple-touch-icon.png         iOS home screen (180 px, opaque: iOS adds the corners)
//   public/icons/badge-96.png           notification badge: a white silhouette (Android shows only
//                                       its alpha channel in the status bar)
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DARK_RED = '#470b0b';

/** scale: the logo's share of the icon's width; background: null keeps transparency. */
const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, scale: 1, background: null },
  { file: 'public/icons/icon-512.png', size: 512, scale: 1, background: null },
  { file: 'public/icons/icon-maskable-512.png', size: 512, scale: 0.84, background: DARK_RED },
  { file: 'public/apple-touch-icon.png', size: 180, scale: 0.92, background: DARK_RED },
  { file: 'public/icons/badge-96.png', size: 96, scale: 1, background: null, silhouette: true },
];

function page(svg, { size, scale, background, silhouette = false }) {
  const logoSize = Math.round(size * scale);
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden;
      background: ${background ?? 'transparent'}; }
    body { display: grid; place-items: center; }
    img { width: ${logoSize}px; height: ${logoSize}px; display: block;
      ${silhouette ? 'filter: brightness(0) invert(1);' : ''} }
  </style></head><body><img alt="" src="${src}"></body></html>`;
}

const svg = await readFile(join(root, 'public/logo.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const icon of ICONS) {
    const context = await browser.newContext({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.setContent(page(svg, icon));
    await tab.locator('img').evaluate((img) => img.decode());
    const png = await tab.screenshot({ omitBackground: icon.background === null, type: 'png' });
    await mkdir(dirname(join(root, icon.file)), { recursive: true });
    await writeFile(join(root, icon.file), png);
    await context.close();
    console.log(`wrote ${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
