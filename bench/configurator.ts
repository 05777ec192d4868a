/**
 * Configurator bench: at 4× CPU on the configurable table (/product/1060), `runs` choices
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
import { benchChoices, type ChoiceSample } from './choices.ts';

const CPU = 4;
const PAGE = `/product/${CONFIGURABLE.table}`;
const WIDTH = '[data-widget="projector-form"] [data-item="width"] input';

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
  const { requestsPerChoice, ...result } = await benchChoices(browser, shopUrl, {
    path: PAGE,
    cpu: CPU,
    runs,
    mounted: '[data-widget="projector-form"][data-widget-state="mounted"] .sf-projector-form__price[data-value]',
    choose: (page, i) => {
      const width = 130 + i * 5; // oak, wooden legs, no finish, depth 80: 400 + width × 4
      return page.evaluate(`(${CHOOSE})(${JSON.stringify({ selector: WIDTH, width: String(width), expected: 400 + width * 4 })})`) as Promise<ChoiceSample>;
    },
  });
  if ('error' in result) return [{ bench: 'configurator', cpu: CPU, ...result }];
  return [
    {
      bench: 'configurator',
      cpu: CPU,
      page: PAGE,
      ...result,
      formulaRequestsPerChoice: requestsPerChoice,
      units: {
        choiceToPriceMs: 'input → new price painted, including the 500 ms debounce (§9.2)',
        requestToPriceMs: 'formula request start → new price painted',
      },
    },
  ];
}
