/**
 * Configurator bench (issue 16): at 4× CPU on the configurable table (/product/1060), `runs` choices
 * (the top's width, each a new value) on one page, the widget already mounted. Per choice:
 *   - choiceToPriceMs: the input event → the new price in the DOM and painted (the next frame). It
 *     includes the formula's 500 ms debounce (§9.2), by design;
 *   - requestToPriceMs: the /ajax/calculatePrice.php request's start → that painted frame (the part
 *     of the path that is ours and the server's);
 *   - requests: formula requests the choice sent (1 expected).
 * Also the page's /ajax/get.php requests (1 expected). Medians and worst; timings are a report.
 */
import type { Browser } from 'playwright-core';
import { CONFIGURABLE } from '../fixtures/data/configurator.ts';
import { newShopContext } from '../test/helpers/browser.ts';
import { openShopPage } from '../test/helpers/shop-page.ts';
import { median } from './stats.ts';

const CPU = 4;
const PAGE = `/product/${CONFIGURABLE.table}`;
const WIDTH = '[data-widget="projector-form"] [data-item="width"] input';

const round = (v: number) => Number(v.toFixed(1));
const stats = (values: readonly number[]) => ({ median: round(median(values)), worst: round(Math.max(...values)) });

/**
 * One choice in the page: the time to the painted price, from the input and from the formula
 * request. A string, not a function: the bench runs under tsx, whose helpers (`__name`) the page lacks.
 */
const CHOOSE = `async ({ selector, width, expected }) => {
  const formula = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/ajax/calculatePrice.php'));
  const input = document.querySelector(selector);
  const before = formula().length;
  const start = performance.now();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, width);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  while (!document.querySelector('.sf-projector-form__price[data-value="' + expected + '"]')) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(r)); // the frame that paints it
  const end = performance.now();
  const sent = formula().slice(before);
  return { total: end - start, fromRequest: end - (sent.length ? sent[sent.length - 1].startTime : end), requests: sent.length };
}`;

export async function benchConfigurator(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const total: number[] = [];
  const fromRequest: number[] = [];
  const requests: number[] = [];
  let bulk = 0;
  try {
    const context = await newShopContext(browser, shopUrl);
    try {
      const shopPage = await openShopPage(context, PAGE, { cpuThrottle: CPU });
      try {
        const { page } = shopPage;
        await page.waitForSelector('[data-widget="projector-form"][data-widget-state="mounted"] .sf-projector-form__price[data-value]');
        for (let i = 0; i < runs; i++) {
          const width = 130 + i * 5; // oak, wooden legs, no finish, depth 80: 400 + width × 4
          const r = (await page.evaluate(`(${CHOOSE})(${JSON.stringify({ selector: WIDTH, width: String(width), expected: 400 + width * 4 })})`)) as { total: number; fromRequest: number; requests: number };
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
    return [{ bench: 'configurator', cpu: CPU, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] }];
  }
  return [
    {
      bench: 'configurator',
      cpu: CPU,
      page: PAGE,
      choices: total.length,
      choiceToPriceMs: stats(total),
      requestToPriceMs: stats(fromRequest),
      formulaRequestsPerChoice: stats(requests),
      bulkRequests: bulk,
      units: { choiceToPriceMs: 'input → new price painted, including the 500 ms debounce (§9.2)', requestToPriceMs: 'formula request start → new price painted' },
    },
  ];
}
