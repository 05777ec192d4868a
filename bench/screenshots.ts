// Screenshots of every development page at a phone and a desktop width, to look at the shop as a
// shopper would: `npm run screenshots [-- out-dir]` (default ./screenshots, git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { visitPages } from './visit-pages.ts';

const out = process.argv[2] ?? 'screenshots';
mkdirSync(out, { recursive: true });
await visitPages([390, 1280], async (page, path, width) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const file = join(out, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`);
  await page.screenshot({ path: file, fullPage: false });
  console.log(`${file}${overflow > 0 ? `  scrolls sideways by ${overflow} px` : ''}`);
});
