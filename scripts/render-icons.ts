// Rasterises the hand-drawn SVG icons in public/ into the PNG sizes the web app manifest and iOS
// need. Run after editing an SVG: `node --import tsx scripts/render-icons.ts`. The PNGs are
// committed, so builds never depend on a browser being present.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

interface Raster {
  source: string;
  output: string;
  size: number;
}

// Maskable and apple-touch icons are full-bleed squares (the platform applies its own mask);
// the "any" icons keep their rounded corners over transparency.
const rasters: Raster[] = [
  { source: 'icon.svg', output: 'pwa-192x192.png', size: 192 },
  { source: 'icon.svg', output: 'pwa-512x512.png', size: 512 },
  { source: 'icon-maskable.svg', output: 'maskable-512x512.png', size: 512 },
  { source: 'icon-maskable.svg', output: 'apple-touch-icon-180x180.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { source, output, size } of rasters) {
    const svg = await readFile(publicDir + source, 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: publicDir + output, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${output}  ${size}×${size}  from ${source}`);
  }
} finally {
  await browser.close();
}
