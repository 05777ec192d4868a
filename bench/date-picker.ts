/**
 * Date-picker bench: at 4× CPU on /order/delivery-date, the time from the click on the birth-date
 * picker's button (a `pointerdown` listener records it) to the calendar grid in the DOM and
 * focused (the widget's `date-picker:opened` mark, set in a layout effect). One fresh page per run,
 * the widget already mounted; `openMs` = { median, worst } over `runs`.
 *
 * Wire into bench/run.ts: `for (const line of await benchDatePicker(browser, shopUrl, RUNS)) emit(line);`
 */
import type { Browser } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { openShopPage } from '../test/helpers/shop-page.ts';
import { median } from './stats.ts';

const CPU = 4;
const PAGE = '/order/delivery-date';
const MARKER = '[data-widget="date-picker"]:has(#birth-date)';

const round = (v: number) => Number(v.toFixed(2));

export async function benchDatePicker(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const samples: number[] = [];
  try {
    const context = await newShopContext(browser, shopUrl);
    try {
      while (samples.length < runs) {
        const shopPage = await openShopPage(context, PAGE, { cpuThrottle: CPU });
        try {
          const { page } = shopPage;
          await page.waitForSelector(MARKER + '[data-widget-state="mounted"]');
          await page.evaluate((sel) => {
            const w = window as unknown as { __dpClickAt: number };
            document.querySelector(sel)!.addEventListener('pointerdown', () => void (w.__dpClickAt = performance.now()), { capture: true, once: true });
          }, MARKER + ' .sf-date-picker__open');
          await page.click(MARKER + ' .sf-date-picker__open');
          await page.waitForFunction(() => performance.getEntriesByName('date-picker:opened').length > 0, undefined, { timeout: 15_000 });
          samples.push(
            await page.evaluate(
              () => performance.getEntriesByName('date-picker:opened')[0]!.startTime - (window as unknown as { __dpClickAt: number }).__dpClickAt,
            ),
          );
        } finally {
          await shopPage.close();
        }
      }
    } finally {
      await context.close();
    }
  } catch (error) {
    return [{ bench: 'date-picker', cpu: CPU, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] }];
  }
  return [{ bench: 'date-picker', cpu: CPU, page: PAGE, runs: samples.length, openMs: { median: round(median(samples)), worst: round(Math.max(...samples)) } }];
}
