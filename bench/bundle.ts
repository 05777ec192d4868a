/**
 * Bundle bench: at 4× CPU, on the bundle (/product/1062) and the collection
 * (/product/1063), `runs` choices on one page each (an item's checkbox, checked and unchecked in
 * turn), the widget already mounted. Per choice:
 *   - choiceToPriceMs: the click → the set's new price in the DOM and painted (the next frame);
 *   - requestToPriceMs: the /ajax/projector.php request's start → that painted frame;
 *   - requests: set price requests the choice sent (1 expected, no debounce).
 * Also each page's /ajax/get.php requests (1 expected). Medians and worst; timings are a report.
 */
import type { Browser } from 'playwright-core';
import { benchChoices, type ChoiceSample } from './choices.ts';

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
  {
    page: '/product/1062',
    toggle: `${FORM} [data-slot="1206"] .sf-bundle__check input`,
    price: `${FORM} .sf-bundle__total`,
    checked: 'Cena zestawu: 701,09 zł',
    unchecked: 'Cena zestawu: 654,30 zł',
    attribute: 'text',
  },
  // the scarves: (199 + 299 + 2 × 64) or (199 + 299), less 5 %
  {
    page: '/product/1063',
    toggle: `${FORM} [data-slot="1215"] .sf-bundle__check input`,
    price: `${FORM} .sf-projector-form__price`,
    checked: '594.7',
    unchecked: '473.1',
    attribute: 'data-value',
  },
];

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
  let checked: boolean | null = null;
  const { requestsPerChoice, ...result } = await benchChoices(browser, shopUrl, {
    path: c.page,
    cpu: CPU,
    runs,
    mounted: `${FORM}[data-widget-state="mounted"] .sf-bundle__summary`,
    choose: async (page) => {
      checked = !(checked ?? (await page.isChecked(c.toggle)));
      const args = { toggle: c.toggle, price: c.price, expected: checked ? c.checked : c.unchecked, attribute: c.attribute };
      return page.evaluate(`(${CHOOSE})(${JSON.stringify(args)})`) as Promise<ChoiceSample>;
    },
  });
  if ('error' in result) return { bench: 'bundle', page: c.page, cpu: CPU, ...result };
  return {
    bench: 'bundle',
    cpu: CPU,
    page: c.page,
    ...result,
    priceRequestsPerChoice: requestsPerChoice,
    units: { choiceToPriceMs: "click → the set's new price painted", requestToPriceMs: 'set price request start → new price painted' },
  };
}

export async function benchBundle(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (const c of CASES) out.push(await benchCase(browser, shopUrl, runs, c));
  return out;
}
