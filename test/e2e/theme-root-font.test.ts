// The bundle's look on a theme written for a 62.5 % root (html { font-size: 10px }), as IdoSell themes
// are: no widget text under 12 px, the add-to-basket button a real 44 px button without the development
// shop's `.button` rule, and the kit's fields unchanged by a theme's element rule for inputs.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToBasket, reachFor, useShop } from '../helpers/e2e-context.ts';
import { smallTexts } from '../helpers/small-texts.ts';

const shop = useShop();

/** The development shop's stylesheet rewritten for a 10 px root (its own text keeps its size), on a 10 px root. */
const SHOP_CSS = readFileSync(new URL('../../fixtures/pages/assets/shop.css', import.meta.url), 'utf8');
const THEME_AT_62 =
  SHOP_CSS.replace(/(\d*\.?\d+)rem\b/g, (_, n: string) => `${+(Number(n) * 1.6).toFixed(4)}rem`) +
  '\nhtml { font-size: 10px; } body { font-size: 1.6rem; }' +
  // A theme without the development shop's button class.
  '\n.button { padding: 0; border: 0; background: transparent; color: inherit; }';
/** A theme's element rule for form controls. */
const THEME_INPUTS =
  'input, select, textarea { border-radius: 25px; border: 0; padding: 0; height: 20px; margin: 3px; background: #ffe; box-shadow: 0 0 0 2px #c00; appearance: none; }';

/** The kit's own text fields and selects (the header search's field is the server's, in the theme's look). */
const KIT_CONTROLS =
  '[data-widget]:not([data-widget="header-search"]) :is(input:not([type="checkbox"], [type="radio"], [type="range"], [type="hidden"]), select, textarea)[class*="sf-"]';
const GUARDED = [
  'borderTopLeftRadius',
  'borderTopWidth',
  'paddingLeft',
  'height',
  'marginTop',
  'backgroundColor',
  'boxShadow',
  'appearance',
  'fontSize',
] as const;

function controlStyles(page: Page) {
  return page.evaluate(
    ({ sel, props }) =>
      [...document.querySelectorAll<HTMLElement>(sel)].map((el) => {
        const cs = getComputedStyle(el) as unknown as Record<string, string>;
        return [el.className, Object.fromEntries(props.map((p) => [p, cs[p]]))] as const;
      }),
    { sel: KIT_CONTROLS, props: [...GUARDED] },
  );
}

async function openAt62(path: string, width: number) {
  const p = await shop.open(path, { viewport: { width, height: 800 } });
  if (path === '/basketedit.php') {
    await addToBasket(p.page, [{ id: 1001, size: 'M', quantity: 1 }]);
    await p.page.reload();
    await p.page.waitForSelector('[data-widget="promo-code"]');
  }
  await p.page.addStyleTag({ content: THEME_AT_62 });
  await reachFor(p.page, 'header-search');
  if (path !== '/listing') await reachFor(p.page, 'promo-code');
  if (path.startsWith('/product/')) {
    for (const w of ['store-stock', 'product-questions'] as const) await reachFor(p.page, w);
    for (const own of ['projector-form"] > .sf-projector-form', 'omnibus-price"] > .sf-omnibus', 'promo-code"] > .sf-promo-code']) {
      await p.page.waitForSelector(`[data-widget="${own}`, { state: 'attached' });
    }
  }
  return p;
}

describe('a theme with html { font-size: 10px }', () => {
  for (const width of [390, 1280]) {
    for (const path of ['/product/1001', '/listing', '/basketedit.php']) {
      it(`${path} at ${width} px: no text inside a widget under 12 px`, async () => {
        const p = await openAt62(path, width);
        expect(await smallTexts(p.page)).toEqual([]);
      });
    }

    it(`at ${width} px the add-to-basket button is a 44 px button of its own`, async () => {
      const p = await openAt62('/product/1001', width);
      const look = await p.page.$eval('.sf-projector-form__add', (b) => {
        const cs = getComputedStyle(b);
        return {
          height: b.getBoundingClientRect().height,
          border: parseFloat(cs.borderTopWidth),
          borderColor: cs.borderTopColor,
          background: cs.backgroundColor,
          page:
            getComputedStyle(document.body).backgroundColor === 'rgba(0, 0, 0, 0)'
              ? getComputedStyle(document.documentElement).backgroundColor
              : getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(look.height).toBeGreaterThanOrEqual(44);
      expect((look.border > 0 && look.borderColor !== look.page) || (look.background !== look.page && look.background !== 'rgba(0, 0, 0, 0)')).toBe(true);
    });

    for (const path of ['/product/1001', '/basketedit.php']) {
      it(`${path} at ${width} px: a theme's input { } rule does not change the kit's fields`, async () => {
        const p = await openAt62(path, width);
        const before = await controlStyles(p.page);
        expect(before.length).toBeGreaterThan(0);
        await p.page.addStyleTag({ content: THEME_INPUTS });
        expect(await controlStyles(p.page)).toEqual(before);
      });
    }
  }
});
