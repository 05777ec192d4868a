/**
 * Bundle bench (issue 16): at 4× CPU, on the bundle (/product/1062) and the collection
 * (/product/1063), `runs` choices on one page each (an item's checkbox, checked and unchecked in
 * turn), the widget already mounted. Per choice:
 *   - choiceToPriceMs: the click → the set's new price in the DOM and painted (the next frame);
 *   - requestToPriceMs: the /ajax/projector.php request's start → that painted frame;
 *   - requests: set price requests the choice sent (1 expected, no debounce).
 * Also each page's /ajax/get.php requests (1 expected). Medians and worst; timings are a report.
 */
import type { Browser } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { openShopPage } from '../test/helpers/shop-page.ts';
import { median } from './stats.ts';

const CPU = 4;
const FORM = '[data-widget="projector-form"]';

interface SetCase {
  page: string;
  /** The checkbox toggled. */
  toggle: string;
  /** Where the price shows, and its text or data-value with the item checked / unchecked. */
  price: string;
  checked: string;
  unchecked: string;
  attribute: 'text' | 'data-value';
}

const CASES: SetCase[] = [
  // the cap: (199 + 329 + 199 + 51,99) or (199 + 329 + 199), less 10 %
  { page: '/product/1062', toggle: `${FORM} [data-slot="1206"] .sf-bundle__check input`, price: `${FORM} .sf-bundle__total`, checked: 'Cena zestawu: 701,09 zł', unchecked: 'Cena zestawu: 654,30 zł', attribute: 'text' },
  // the scarves: (199 + 299 + 2 × 64) or (199 + 299), less 5 %
  { page: '/product/1063', toggle: `${FORM} [data-slot="1215"] .sf-bundle__check input`, price: `${FORM} .sf-projector-form__price`, checked: '594.7', unchecked: '473.1', attribute: 'data-value' },
];

const round = (v: number) => Number(v.toFixed(1));
const stats = (values: readonly number[]) => ({ median: round(median(values)), worst: round(Math.max(...values)) });

/** One choice in the page. A string, not a function: the bench runs under tsx, whose helpers (`__name`) the page lacks. */
const CHOOSE = `async ({ toggle, price, expected, attribute }) => {
  const sent = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/ajax/projector.php'));
  const shows = () => { const el = document.querySelector(price); return el && (attribute === 'text' ? el.textContent : el.getAttribute('data-value')) === expected; };
  const before = sent().length;
  const start = performance.now();
  document.querySelector(toggle).click();
  while (!shows()) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(r)); // the frame that paints it
  const end = performance.now();
  const requests = sent().slice(before);
  return { total: end - start, fromRequest: end - (requests.length ? requests[requests.length - 1].startTime : end), requests: requests.length };
}`;

async function benchCase(browser: Browser, shopUrl: string, runs: number, c: SetCase): Promise<Record<string, unknown>> {
  const total: number[] = [];
  const fromRequest: number[] = [];
  const requests: number[] = [];
  let bulk = 0;
  try {
    const context = await newShopContext(browser, shopUrl);
    try {
      const shopPage = await openShopPage(context, c.page, { cpuThrottle: CPU });
      try {
        const { page } = shopPage;
        await page.waitForSelector(`${FORM}[data-widget-state="mounted"] .sf-bundle__summary`);
        let checked = await page.isChecked(c.toggle);
        for (let i = 0; i < runs; i++) {
          checked = !checked;
          const args = { toggle: c.toggle, price: c.price, expected: checked ? c.checked : c.unchecked, attribute: c.attribute };
          const r = (await page.evaluate(`(${CHOOSE})(${JSON.stringify(args)})`)) as { total: number; fromRequest: number; requests: number };
          total.push(r.total);
          fromRequest.push(r.fromRequest);
          requests.push(r.requests);
        }
        bulk = shopPage.requests('/ajax/get.php').length;
      } finally {
        await shopPage.close();
      }
    } finally {
      await context.close();
    }
  } catch (error) {
    return { bench: 'bundle', page: c.page, cpu: CPU, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] };
  }
  return {
    bench: 'bundle',
    cpu: CPU,
    page: c.page,
    choices: total.length,
    choiceToPriceMs: stats(total),
    requestToPriceMs: stats(fromRequest),
    priceRequestsPerChoice: stats(requests),
    bulkRequests: bulk,
    units: { choiceToPriceMs: 'click → the set\'s new price painted', requestToPriceMs: 'set price request start → new price painted' },
  };
}

export async function benchBundle(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (const c of CASES) out.push(await benchCase(browser, shopUrl, runs, c));
  return out;
}
