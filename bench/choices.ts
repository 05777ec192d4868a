/**
 * Choice benches (the product form's parts: the configurator, bundles): `runs` choices on one page at a CPU
 * slowdown, the widget already mounted. Each choice is a script run in the page that returns the
 * time from the choice to the painted price, from the price request's start to that frame, and
 * how many price requests it sent. Medians and worst; timings are a report, never asserted.
 */
import type { Browser, Page } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { openShopPage } from '../test/helpers/shop-page.ts';
import { median } from './stats.ts';

export interface ChoiceSample {
  total: number;
  fromRequest: number;
  requests: number;
}

const round = (v: number) => Number(v.toFixed(1));
const stats = (values: readonly number[]) => ({ median: round(median(values)), worst: round(Math.max(...values)) });

/**
 * Opens `path`, waits for `mounted`, then runs `choose(page, i)` `runs` times. Returns the samples'
 * statistics and the page's /ajax/get.php requests, or the error's first line.
 */
export async function benchChoices(
  browser: Browser,
  shopUrl: string,
  options: { path: string; cpu: number; runs: number; mounted: string; choose: (page: Page, i: number) => Promise<ChoiceSample> },
): Promise<Record<string, unknown>> {
  const samples: ChoiceSample[] = [];
  let bulk = 0;
  try {
    const context = await newShopContext(browser, shopUrl);
    try {
      const shopPage = await openShopPage(context, options.path, { cpuThrottle: options.cpu });
      try {
        await shopPage.page.waitForSelector(options.mounted);
        for (let i = 0; i < options.runs; i++) samples.push(await options.choose(shopPage.page, i));
        bulk = shopPage.requests('/ajax/get.php').length;
      } finally {
        await shopPage.close();
      }
    } finally {
      await context.close();
    }
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0] };
  }
  return {
    choices: samples.length,
    choiceToPriceMs: stats(samples.map((s) => s.total)),
    requestToPriceMs: stats(samples.map((s) => s.fromRequest)),
    requestsPerChoice: stats(samples.map((s) => s.requests)),
    bulkRequests: bulk,
  };
}
