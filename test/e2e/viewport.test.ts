// Every panel and dialog fits the viewport from 320 px up: each one is opened on a real
// page of the development shop at 320, 360, 390 and 1280 px wide, and its box must lie inside the
// viewport (left ≥ 0, right ≤ width) with nothing cut off horizontally: the panel does not scroll
// sideways (scrollWidth ≤ clientWidth), and no element inside it sticks out of it, unless that
// element sits in a scroll container of its own that lies inside the panel (the size chart's table).
// The table panel × width is printed for the README / the issue.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { addToBasket, useShop, reachFor } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const WIDTHS = [320, 360, 390, 1280] as const;
const HEIGHT = 740;

interface Panel {
  name: string;
  path: string;
  cookies?: Record<string, string>;
  /** the panel's selector, measured once it is visible. */
  box: string;
  /** opens the panel on the loaded page. */
  open(p: ShopPage): Promise<void>;
}

const clickButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first().click();

const PANELS: Panel[] = [
  {
    name: 'mini-basket panel',
    path: '/',
    box: '.sf-mini-basket__panel',
    async open({ page }) {
      await page.waitForSelector('[data-widget="mini-basket"][data-widget-state="mounted"]');
      await addToBasket(page, [
        { id: 1001, size: 'M', quantity: 1 },
        { id: 1002, quantity: 2 },
        { id: 1004, quantity: 1 },
      ]);
      await page.evaluate(() => window.StorefrontWidgets!.emit('basket:changed', {}));
      await page.click('.sf-mini-basket__toggle .sf-mini-basket__count');
      await page.waitForSelector('.sf-mini-basket__panel .sf-mini-basket__product');
    },
  },
  {
    name: 'header-search suggestions',
    path: '/',
    box: '.sf-header-search__popup',
    async open({ page }) {
      await reachFor(page, 'header-search');
      await page.click('[data-widget="header-search"] input[name="text"]');
      await page.keyboard.type('sukienka');
      await page.waitForSelector('.sf-header-search__popup:not([hidden]) [role="listbox"][data-query="sukienka"]');
    },
  },
  {
    name: 'size-chart dialog',
    path: '/product/1001',
    box: '.sf-projector-form__dialog',
    async open({ page }) {
      await page.waitForSelector('[data-widget="projector-form"][data-widget-state="mounted"] .sf-projector-form');
      await clickButton(page, 'Tabela rozmiarów');
      await page.waitForSelector('.sf-projector-form__dialog .sf-projector-form__table');
    },
  },
  {
    name: 'shipping dialog',
    path: '/product/1001',
    box: '.sf-projector-form__dialog',
    async open({ page }) {
      await page.waitForSelector('[data-widget="projector-form"][data-widget-state="mounted"] .sf-projector-form');
      await page.click('.sf-projector-form__link:has-text("Koszt i czas dostawy")');
      await page.waitForSelector('.sf-projector-form__dialog');
      await page.waitForFunction(() => !document.querySelector('.sf-projector-form__dialog .sf-loading-overlay'));
    },
  },
  {
    name: 'instalments dialog',
    path: '/product/1001',
    box: '[role="dialog"]:has(.sf-instalments__go)',
    async open({ page }) {
      // The calculator sits below the product form and mounts when visible.
      await page.locator('[data-widget="instalments"]').scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-widget="instalments"][data-widget-state="mounted"] .sf-instalments');
      await page.click('[data-widget="instalments"] button.sf-instalments__trigger');
      await page.waitForSelector('[role="dialog"] .sf-instalments__go');
    },
  },
  {
    name: 'store-stock dialog',
    path: '/stores/product/1001',
    box: '[role="dialog"]:has(.sf-store-stock__status)',
    async open({ page }) {
      await reachFor(page, 'store-stock');
      await page.waitForSelector('[data-widget="store-stock"][data-widget-state="mounted"] .sf-store-stock__trigger');
      await page.click('[data-widget="store-stock"] .sf-store-stock__trigger');
      await page.waitForSelector('[role="dialog"] .sf-store-stock__status');
    },
  },
  {
    name: 'questions form dialog',
    path: '/product/1001',
    box: '[role="dialog"]:has(.sf-product-questions__form)',
    async open({ page }) {
      await reachFor(page, 'product-questions');
      await page.waitForSelector('[data-widget="product-questions"][data-widget-state="mounted"] button.sf-product-questions__ask-button');
      await page.click('[data-widget="product-questions"] button.sf-product-questions__ask-button');
      await page.waitForSelector('[role="dialog"] .sf-product-questions__form');
    },
  },
  {
    name: 'date-picker calendar',
    path: '/order/delivery-date',
    box: '[data-widget="date-picker"]:has(#delivery-date) .sf-date-picker__dialog',
    async open({ page }) {
      const marker = '[data-widget="date-picker"]:has(#delivery-date)';
      await page.waitForSelector(marker + '[data-widget-state="mounted"]');
      await page.click(marker + ' .sf-date-picker__open');
      await page.waitForSelector(marker + ' .sf-date-picker__dialog td[tabindex="0"]');
    },
  },
  {
    name: 'country-picker dialog',
    path: '/test/country?first=select',
    box: '.sf-country-picker__dialog[role="dialog"]',
    async open({ page }) {
      await page.waitForSelector('.sf-country-picker__dialog[role="dialog"] .sf-country-picker__step--select');
    },
  },
  {
    name: 'forced-region notice',
    path: '/test/forced?variant=both',
    box: '.sf-forced-region[role="dialog"]',
    async open({ page }) {
      await page.waitForSelector('.sf-forced-region[role="dialog"]');
    },
  },
  {
    name: 'toasts',
    path: '/',
    box: '.sf-toast--error',
    async open({ page }) {
      await page.waitForSelector('[data-widget="toasts"][data-widget-state="mounted"] [role="alert"]', { state: 'attached' });
      await page.evaluate(() =>
        window.StorefrontWidgets!.emit('toast:requested', {
          kind: 'error',
          text: 'Nie udało się dodać produktu do koszyka. Sprawdź połączenie i spróbuj ponownie.',
          durationMs: 60_000,
        }),
      );
      await page.waitForSelector('.sf-toast--error');
    },
  },
];

interface Fit {
  left: number;
  right: number;
  viewport: number;
  scrollWidth: number;
  clientWidth: number;
  /** elements inside the panel that stick out of it (and are not in a scroll container inside it). */
  sticking: string[];
}

/** Measures the panel in the page (rounded to 0.5 px against subpixel noise). */
function measure(page: Page, selector: string): Promise<Fit> {
  return page.$eval(selector, (panel) => {
    const box = panel.getBoundingClientRect();
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const sticking: string[] = [];
    for (const el of panel.querySelectorAll('*')) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      let inScroller = false;
      for (let a = el.parentElement; a && a !== panel; a = a.parentElement) if (scrolls(a)) inScroller = true;
      if (inScroller) continue;
      if (b.left < box.left - 0.5 || b.right > box.right + 0.5) {
        sticking.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(b.left)}…${Math.round(b.right)}`);
      }
    }
    return {
      left: Math.round(box.left * 2) / 2,
      right: Math.round(box.right * 2) / 2,
      viewport: document.documentElement.clientWidth,
      scrollWidth: (panel as HTMLElement).scrollWidth,
      clientWidth: (panel as HTMLElement).clientWidth,
      sticking: sticking.slice(0, 5),
    };
  });
}

const table = new Map<string, Map<number, string>>();

afterAll(() => {
  const head = ['panel \\ width', ...WIDTHS.map((w) => `${w} px`)];
  const rows = PANELS.map((p) => [p.name, ...WIDTHS.map((w) => table.get(p.name)?.get(w) ?? '–')]);
  const line = (cells: string[]) => '| ' + cells.join(' | ') + ' |';
  console.log(['', line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n'));
});

describe('every panel and dialog fits the viewport (320–1280 px)', () => {
  for (const panel of PANELS) {
    it.each(WIDTHS)(`${panel.name} at %i px`, async (width) => {
      const p = await shop.open(panel.path, { viewport: { width, height: HEIGHT }, cookies: panel.cookies });
      await p.page.emulateMedia({ reducedMotion: 'reduce' });
      await panel.open(p);
      const fit = await measure(p.page, panel.box);
      const ok = fit.left >= 0 && fit.right <= fit.viewport && fit.scrollWidth <= fit.clientWidth && fit.sticking.length === 0;
      const cell = `${ok ? 'ok' : 'FAIL'} ${fit.left}…${fit.right}` + (fit.scrollWidth > fit.clientWidth ? ` sw ${fit.scrollWidth}>${fit.clientWidth}` : '');
      if (!table.has(panel.name)) table.set(panel.name, new Map());
      table.get(panel.name)!.set(width, cell);
      expect(fit.left, 'left edge').toBeGreaterThanOrEqual(0);
      expect(fit.right, 'right edge').toBeLessThanOrEqual(fit.viewport);
      expect(fit.scrollWidth, 'no sideways scroll inside the panel').toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.sticking, 'elements sticking out of the panel').toEqual([]);
      if (width === 320) {
        // The narrowest phone: the open panel also has zero axe violations (contrast, target size, …).
        const axe = await runAxe(p.page);
        expect(axe, formatViolations(axe)).toEqual([]);
      }
    });
  }

  it('on a scrolled phone page the mini-basket panel still opens right under its button', async () => {
    const p = await shop.open('/', { viewport: { width: 390, height: 500 } });
    await PANELS[0]!.open(p); // adds products to the basket and opens the panel once
    await p.page.keyboard.press('Escape');
    await p.page.waitForSelector('.sf-mini-basket__toggle[aria-expanded="false"]');
    await p.page.evaluate(() => window.scrollTo(0, 60));
    await p.page.waitForFunction(() => scrollY === 60);
    await p.page.click('.sf-mini-basket__toggle');
    await p.page.waitForSelector('.sf-mini-basket__toggle[aria-expanded="true"]');
    const gap = await p.page.evaluate(
      () =>
        document.querySelector('.sf-mini-basket__panel')!.getBoundingClientRect().top -
        document.querySelector('.sf-mini-basket__toggle')!.getBoundingClientRect().bottom,
    );
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(8);
  });
});
