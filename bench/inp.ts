/**
 * The INP bench (`BENCH_ONLY=inp`): eight interactions at 4× CPU, each with real input (playwright's
 * `page.click` and `page.keyboard`, i.e. trusted CDP input events), after `storefront:ready`.
 *
 * Each interaction's duration comes from the Event Timing API: a PerformanceObserver on `event` entries
 * (durationThreshold 16, buffered) installed before the page's scripts; an interaction's duration is the
 * longest entry of its interactionId (input → the next frame painted after its handlers). A step counts the
 * interactions started after it began; when none has an entry, it took under the 16 ms threshold and
 * counts as 16 (an upper bound; `underThreshold` says how often). Each step waits for its result in the
 * DOM before the next one starts, so a late render of one step is not charged to the next.
 *
 * Pages (fixtures/pages/page-list.ts): /product/1001 at 1280 px (size, quantity +, add to basket to the
 * button's busy state, the mini-basket, a character typed in the search to its suggestions), /product/1001
 * at 390 px (the category menu: the "Menu" button is a phone control), /product/1020?display=multi (a
 * variant's quantity +, which chooses it), /product/1060 (a configurator choice). `runs` fresh contexts
 * per page; per step the median and worst duration and the median time from the step's start to its
 * result painted (`toResultMs`, which for widgets that load on interaction includes loading them).
 * Timings are a report, never asserted.
 */
import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { median } from './stats.ts';

const CPU = 4;
const THRESHOLD = 16;
const FORM = '[data-widget="projector-form"]';
const ADD = `${FORM} .sf-projector-form__add`;
const TOGGLE = '[data-widget="mini-basket"] .sf-mini-basket__toggle';
const SEARCH = '[data-widget="header-search"] input[name="text"]';
const suggestionsFor = (text: string) => `.sf-header-search__list[data-query="${text}"]`;

interface Step {
  name: string;
  /** unmeasured: brings the page to where the interaction starts. */
  before?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** the interaction's result is in the DOM. */
  done: (page: Page) => Promise<unknown>;
  /** unmeasured: lets the page settle after the result (e.g. a request finishing). */
  after?: (page: Page) => Promise<void>;
}

interface Scenario {
  path: string;
  viewport: { width: number; height: number };
  /** the page is ready for the steps (the widgets they use are mounted). */
  mounted: string;
  steps: Step[];
}

const attached = { state: 'attached' } as const;

const SCENARIOS: Scenario[] = [
  {
    path: '/product/1001',
    viewport: { width: 1280, height: 800 },
    mounted: `${FORM}[data-widget-state="mounted"] .sf-projector-form`,
    steps: [
      {
        name: 'size',
        act: (page) => page.click(`${FORM} label[for="projector-size-S"]`),
        done: (page) => page.waitForSelector(`${FORM} #projector-size-S:checked`, attached),
      },
      {
        name: 'quantity+',
        act: (page) => page.click(`${FORM} .sf-projector-form__step[aria-label="Zwiększ ilość"]`),
        done: (page) => page.waitForFunction(() => document.querySelector<HTMLInputElement>('#projector-quantity')?.value === '2'),
      },
      {
        name: 'addToBasket',
        // The busy state may last only a few frames: a mutation observer armed before the click sees it.
        before: (page) =>
          page.evaluate((add) => {
            const w = window as unknown as { __busy?: boolean };
            w.__busy = false;
            const button = document.querySelector(add)!;
            const observer = new MutationObserver(() => {
              if (button.hasAttribute('data-busy')) {
                w.__busy = true;
                observer.disconnect();
              }
            });
            observer.observe(button, { attributes: true, attributeFilter: ['data-busy'] });
          }, ADD),
        act: (page) => page.click(ADD),
        done: (page) => page.waitForFunction(() => (window as unknown as { __busy?: boolean }).__busy === true),
        after: async (page) => {
          await page.waitForSelector(`${ADD}:not([data-busy])`);
          await page.waitForSelector(TOGGLE);
        },
      },
      {
        name: 'miniBasket',
        act: (page) => page.click(TOGGLE),
        done: (page) => page.waitForSelector(`${TOGGLE}[aria-expanded="true"]`),
        after: async (page) => {
          await page.keyboard.press('Escape');
          await page.waitForSelector(`${TOGGLE}[aria-expanded="false"]`);
        },
      },
      {
        name: 'searchCharacter',
        before: async (page) => {
          await page.click(SEARCH); // loads the widget (it loads on interaction)
          await page.waitForSelector('[data-widget="header-search"][data-widget-state="mounted"]');
          await page.keyboard.type('ku');
          await page.waitForSelector(suggestionsFor('ku'));
        },
        act: (page) => page.keyboard.type('r'),
        done: (page) => page.waitForSelector(suggestionsFor('kur')),
      },
    ],
  },
  {
    path: '/product/1001',
    viewport: { width: 390, height: 800 },
    mounted: `${FORM}[data-widget-state="mounted"] .sf-projector-form`,
    steps: [
      {
        name: 'categoryMenu',
        act: (page) => page.click('.shop-categories__open'),
        done: (page) => page.waitForSelector('[role="dialog"][aria-modal="true"]'),
      },
    ],
  },
  {
    path: '/product/1020?display=multi',
    viewport: { width: 1280, height: 800 },
    mounted: `${FORM}[data-widget-state="mounted"] .sf-variants button[aria-label]`,
    steps: [
      {
        name: 'variant',
        act: (page) => page.click(`${FORM} [data-variant="1021"] .sf-projector-form__step[aria-label^="Więcej"]`),
        done: (page) => page.waitForFunction(() => document.querySelector<HTMLInputElement>('#sf-variant-1021-qty')?.value === '1'),
      },
    ],
  },
  {
    path: '/product/1060',
    viewport: { width: 1280, height: 800 },
    mounted: `${FORM}[data-widget-state="mounted"] .sf-configurator`,
    steps: [
      {
        name: 'configurator',
        act: (page) => page.click(`${FORM} [data-item="wood"] label:has(input[value="ash"])`),
        done: (page) => page.waitForSelector(`${FORM} [data-item="wood"] input[value="ash"]:checked`, attached),
      },
    ],
  },
];

/** Runs in the page before its scripts: every event entry with an interactionId, and the ready time. */
function watchInteractions(threshold: number): void {
  const w = window as unknown as { __interactions: { id: number; duration: number; start: number }[]; __eventObserver?: PerformanceObserver };
  w.__interactions = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (e.interactionId) w.__interactions.push({ id: e.interactionId, duration: e.duration, start: e.startTime });
    }
  });
  observer.observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  w.__eventObserver = observer;
  document.addEventListener('storefront:ready', () => ((window as unknown as { __ready?: boolean }).__ready = true), { once: true });
}

/** After two frames, the event entries of interactions started at or after `since`: the longest per interactionId. */
async function interactionsSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(async (t0) => {
    const w = window as unknown as { __interactions: { id: number; duration: number; start: number }[]; __eventObserver: PerformanceObserver };
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    for (const e of w.__eventObserver.takeRecords() as (PerformanceEntry & { interactionId?: number })[]) {
      if (e.interactionId) w.__interactions.push({ id: e.interactionId, duration: e.duration, start: e.startTime });
    }
    const longest = new Map<number, number>();
    for (const e of w.__interactions) if (e.start >= t0) longest.set(e.id, Math.max(longest.get(e.id) ?? 0, e.duration));
    return [...longest.values()];
  }, since);
}

/** performance.now() once the frame after the current DOM has been painted. */
const paintedAt = (page: Page) => page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0))));

interface StepSample {
  durationMs: number;
  underThreshold: boolean;
  toResultMs: number;
}

async function runScenario(browser: Browser, shopUrl: string, scenario: Scenario): Promise<Map<string, StepSample>> {
  const context = await newShopContext(browser, shopUrl, { viewport: scenario.viewport });
  try {
    await context.addInitScript(watchInteractions, THRESHOLD);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(scenario.path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true, null, { timeout: 60_000, polling: 100 });
    await page.waitForSelector(scenario.mounted, { timeout: 30_000 });
    const samples = new Map<string, StepSample>();
    for (const step of scenario.steps) {
      await step.before?.(page);
      const start = await page.evaluate(() => performance.now());
      await step.act(page);
      await step.done(page);
      const end = await paintedAt(page);
      const durations = await interactionsSince(page, start);
      samples.set(step.name, {
        durationMs: durations.length ? Math.max(...durations) : THRESHOLD,
        underThreshold: durations.length === 0,
        toResultMs: end - start,
      });
      await step.after?.(page);
    }
    return samples;
  } finally {
    await context.close();
  }
}

const round = (v: number) => Number(v.toFixed(1));

export async function benchInp(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const steps: Record<string, unknown>[] = [];
  for (const scenario of SCENARIOS) {
    const all: Map<string, StepSample>[] = [];
    try {
      for (let i = 0; i < runs; i++) all.push(await runScenario(browser, shopUrl, scenario));
    } catch (error) {
      steps.push({ page: scenario.path, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] });
      continue;
    }
    for (const step of scenario.steps) {
      const samples = all.map((s) => s.get(step.name)!);
      steps.push({
        interaction: step.name,
        page: scenario.path,
        width: scenario.viewport.width,
        durationMs: { median: round(median(samples.map((s) => s.durationMs))), worst: round(Math.max(...samples.map((s) => s.durationMs))) },
        underThreshold: samples.filter((s) => s.underThreshold).length,
        toResultMs: round(median(samples.map((s) => s.toResultMs))),
      });
    }
  }
  const medians = steps.flatMap((s) => (s['durationMs'] as { median: number } | undefined)?.median ?? []);
  return [
    {
      bench: 'inp',
      cpu: CPU,
      runs,
      loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
      steps,
      // INP of a visit with these interactions: the worst one (fewer than 50 interactions: no outlier is dropped).
      inpMs: round(Math.max(...medians)),
      units: {
        durationMs: `Event Timing: longest entry of the step's interactions, median and worst over the runs (the API rounds to 8 ms; ${THRESHOLD} = under the threshold)`,
        toResultMs: "median ms from the step's start to its result painted",
      },
    },
  ];
}
