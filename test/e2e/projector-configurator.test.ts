// The product form's configurator in real Chromium (spec §2.10, §4.8, §5.7, §7.5, §8.4):
// its own lazy chunk, the dependency rules, validation, the price formula (debounced, stale answers
// lose, errors block adding), adding by the form's POST, and the share-configuration link. Zero axe
// and CSP violations in every state it opens.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { CONFIGURABLE, SHELF_SLOW_FROM } from '../../fixtures/data/configurator.ts';
import { PROJECTOR_CASES as C } from '../../fixtures/data/projector-cases.ts';
import { expectClean } from '../helpers/expect-clean.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const FORM = '[data-widget="projector-form"]';
const MOUNTED = `${FORM}[data-widget-state="mounted"] .sf-configurator`;
const PRICE = `${FORM} .sf-projector-form__price`;
const ADD = `${FORM} .sf-projector-form__add`;
const item = (id: string) => `${FORM} [data-item="${id}"]`;
const control = (id: string) => `${item(id)} .sf-configurator__control`;
const FORMULA = '/ajax/calculatePrice.php';

async function openConfigurator(path: string = `/product/${CONFIGURABLE.table}`, options?: Parameters<typeof shop.open>[1]): Promise<ShopPage> {
  const p = await shop.open(path, options);
  await p.page.waitForSelector(MOUNTED);
  return p;
}

/** Waits until the price shows `value` (the formula's answer, data-value). */
const priceIs = (page: Page, value: number) => page.waitForSelector(`${PRICE}[data-value="${value}"]`);

/** The price formula requests the shop has received (it records them: /__fixture/form-posts), oldest first. */
async function formulaPosts(page: Page): Promise<URLSearchParams[]> {
  const posts = (await (await page.request.get('/__fixture/form-posts')).json()) as Array<{ path: string; fields: Record<string, string> }>;
  return posts.filter((post) => post.path === FORMULA).map((post) => new URLSearchParams(post.fields));
}

/** Makes `change`, then waits until the shop receives a formula request whose fields pass `accept`. */
async function nextFormula(page: Page, change: () => Promise<unknown>, accept: (fields: URLSearchParams) => boolean = () => true): Promise<URLSearchParams> {
  const seen = (await formulaPosts(page)).length;
  await change();
  let found: URLSearchParams | undefined;
  await expect.poll(async () => (found = (await formulaPosts(page)).slice(seen).find(accept)) !== undefined, { timeout: 10_000 }).toBe(true);
  return found!;
}

/** Where the group's heading is against the window and the sticky chrome at its top (the top bars while they stick). */
const headingPlace = (page: Page, id: string) =>
  page.evaluate((id) => {
    const legend = document.querySelector(`[data-item="${id}"] legend`)!.getBoundingClientRect();
    const bars = document.querySelector('[data-bars-fixed="top"]')?.getBoundingClientRect();
    const chrome = bars && bars.top <= 0 ? bars.bottom : 0;
    return { top: Math.round(legend.top), bottom: Math.round(legend.bottom), chrome: Math.round(chrome), height: innerHeight };
  }, id);

describe('a refused add (§5.7)', () => {
  it.each([390, 1280])(
    "%i px: the missing group's heading ends up visible below the sticky chrome, and a toast (role=alert) names the group",
    async (width) => {
      const p = await openConfigurator(undefined, { viewport: { width, height: 700 } });
      const { page } = p;
      await priceIs(page, 880);
      // The shopper is at the button, the group above it out of view (or under the stuck bars).
      await page.evaluate((add) => document.querySelector(add)!.scrollIntoView({ block: 'end' }), ADD);
      await page.click(ADD);
      await page.waitForSelector('.sf-toasts__region[role="alert"] .sf-toast >> text=Uzupełnij konfigurację: Wykończenie');
      // The scroll may be smooth (the page moves up to the group): wait until the heading sits in view,
      // §9.6's 60 px below the chrome (a heading moving down from above reaches that only as it stops).
      await expect
        .poll(
          async () => {
            const at = await headingPlace(page, 'finish');
            return at.top - at.chrome >= 55 && at.bottom <= at.height;
          },
          { timeout: 5_000 },
        )
        .toBe(true);
      const at = await headingPlace(page, 'finish');
      if (width === 1280) expect(at.chrome).toBeGreaterThan(0); // the top bars stick on desktop views: the heading clears them
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('oil');
      await expectClean(p);
    },
  );
});

describe('the configurator on the product page', () => {
  it('loads its own chunk with the form, moves nothing, and prices the starting configuration; a plain product never loads it', async () => {
    const p = await openConfigurator();
    expect(p.requests(chunkPath('projector-form.configurator.js'))).toHaveLength(1);
    await priceIs(p.page, 880); // 400 + 120 × 80 × 0.05: oak, wooden legs, no finish
    expect((await p.metrics()).cls).toBe(0);
    await p.flushRequests();
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
    expect(p.requests(FORMULA)).toHaveLength(1);
    await expectClean(p);

    const plain = await shop.open(`/product/${C.sizes}`);
    await plain.page.waitForSelector(`${FORM}[data-widget-state="mounted"] .sf-projector-form`);
    await plain.flushRequests();
    expect(plain.requests(chunkPath('projector-form.configurator.js'))).toEqual([]);
    expect(plain.requests(FORMULA)).toEqual([]);
  });

  it('shows and hides items by the values of others, down a chain; hidden items are disabled and not sent', async () => {
    const p = await openConfigurator();
    const { page } = p;
    expect(await page.isVisible(item('legs'))).toBe(true);
    expect(await page.isVisible(item('legColour'))).toBe(false);
    await page.selectOption(control('legs'), 'metal');
    await page.waitForSelector(`${item('legColour')}:not([hidden])`);
    // Pine hides the legs, and with them the leg colour that the legs' value had shown.
    const fields = await nextFormula(
      page,
      () => page.check(`${item('wood')} input[value="pine"]`),
      (f) => f.get('priceformula_wood') === 'pine',
    );
    await page.waitForSelector(`${item('legs')}[hidden]`, { state: 'attached' });
    expect(await page.isVisible(item('legColour'))).toBe(false);
    expect(await page.isDisabled(control('legs'))).toBe(true);
    expect(fields.get('priceformula_wood')).toBe('pine');
    expect(fields.has('priceformula_legs')).toBe(false);
    expect(fields.has('priceformula_legColour')).toBe(false);
    // A checkbox value shows the engraving text.
    await page.check(`${item('finish')} input[value="engraving"]`);
    await page.waitForSelector(`${control('engraving')}:visible`);
  });

  it('one formula request per change after 500 ms of quiet; an out-of-range value shows its message and is sent as the placeholder', async () => {
    const p = await openConfigurator();
    const { page } = p;
    await priceIs(page, 880);
    await p.flushRequests();
    const before = p.requests(FORMULA).length;
    // "1", "15", "150" typed in one go (one task, so no machine is slow enough to split them).
    const typeInOneGo = () =>
      page.$eval(control('width'), (input: HTMLInputElement) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        for (const text of ['1', '15', '150']) {
          setValue.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
    const fields = await nextFormula(page, typeInOneGo, (f) => f.get('priceformula_width') !== '120');
    expect(fields.get('priceformula_width')).toBe('150');
    expect(fields.get('product')).toBe(String(CONFIGURABLE.table));
    expect(fields.get('size')).toBe('uniw');
    expect(fields.get('number')).toBe('1');
    await priceIs(page, 1000);
    await p.flushRequests();
    expect(p.requests(FORMULA).length - before).toBe(1); // one request for the three values

    // 250 is over the maximum: the formula gets the placeholder, 120 (the price of 120 cm again).
    const out = await nextFormula(
      page,
      () => page.fill(control('width'), '250'),
      (f) => f.get('priceformula_width') !== '150',
    );
    expect(out.get('priceformula_width')).toBe('120');
    await page.locator(control('depth')).focus(); // leaving the field shows its error
    await page.waitForSelector(`${item('width')} .sf-configurator__error >> text=Największa wartość to 200`);
    expect(await page.getAttribute(control('width'), 'aria-invalid')).toBe('true');
    await expectClean(p);
  });

  it('a calculation error keeps the price loader on, says why, and blocks adding', async () => {
    const p = await openConfigurator();
    const { page } = p;
    await priceIs(page, 880);
    await page.fill(control('width'), '200');
    await page.fill(control('depth'), '160');
    await page.waitForSelector(`${FORM} .sf-configurator__price-error >> text=wyceniamy indywidualnie`);
    await page.setViewportSize({ width: 390, height: 900 });
    await expectClean(p);
    expect(await page.getAttribute(`${FORM} .sf-projector-form__price--loading`, 'aria-busy')).toBe('true');
    await page.check(`${item('finish')} input[value="oil"]`);
    await page.waitForSelector(`${FORM} .sf-configurator__price-error`); // still failing after the next answer
    await page.click(ADD);
    await p.flushRequests();
    expect(p.requestLog.filter((r) => r.method === 'POST' && r.url.endsWith('/basketchange.php'))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/product/${CONFIGURABLE.table}`);
    await expectClean(p);
  });

  it("adding without a required choice names it and moves focus there; a valid configuration is added at the formula's price", async () => {
    const p = await openConfigurator();
    const { page } = p;
    await priceIs(page, 880);
    await page.click(ADD);
    await page.waitForSelector(`${item('finish')} .sf-configurator__error >> text=Wybierz co najmniej 1 opcję`);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('oil');
    // The error state at every width the house checks.
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await expectClean(p);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.focus(`${item('finish')} input[value="oil"]`);

    // By keyboard: Space checks the focused box; Enter on the button adds.
    await page.keyboard.press('Space');
    await priceIs(page, 910);
    await page.waitForSelector(`${item('finish')} .sf-configurator__error`, { state: 'detached' });
    await page.focus(ADD);
    await Promise.all([page.waitForURL('**/basketedit.php'), page.keyboard.press('Enter')]);
    const row = page.locator('tr', { hasText: 'Stół na wymiar' });
    expect(await row.textContent()).toContain('Wykończenie: Olej (+30 zł)');
    expect(await row.textContent()).toContain('910,00');
  });

  it('a double click adds the configuration once', async () => {
    const p = await openConfigurator();
    const { page } = p;
    await page.check(`${item('finish')} input[value="wax"]`);
    await priceIs(page, 920);
    await Promise.all([page.waitForURL('**/basketedit.php'), page.dblclick(ADD)]);
    expect(p.requestLog.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/basketchange.php')).toHaveLength(1);
    expect(await page.locator('tr', { hasText: 'Stół na wymiar' }).count()).toBe(1);
  });

  it('an answer for an older configuration never wins', async () => {
    const p = await openConfigurator(`/product/${CONFIGURABLE.shelf}`);
    const { page } = p;
    await priceIs(page, 780); // 300 + 180 × 2 + 3 × 40
    const sent: Request[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === FORMULA && sent.push(r));
    const tall = String(SHELF_SLOW_FROM + 50); // priced slowly by the shop
    await nextFormula(
      page,
      () => page.fill(control('height'), tall),
      (f) => f.get('priceformula_height') === tall,
    );
    const request = sent.at(-1)!;
    await page.fill(control('height'), '150');
    await priceIs(page, 720);
    // The older request has ended since (answered, or given up by the page): its price did not win.
    await request.response().catch(() => null);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.getAttribute(PRICE, 'data-value')).toBe('720');
  });

  it('the share link copies the URL with the priceformula parameters only; opening it restores the configuration', async () => {
    const p = await openConfigurator(`/product/${CONFIGURABLE.table}?utm_source=newsletter`);
    const { page } = p;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.fill(control('width'), '150');
    await page.check(`${item('finish')} input[value="wax"]`);
    await priceIs(page, 1040);
    await page.click(`${FORM} .sf-configurator__share button`);
    await page.waitForSelector(`${FORM} .sf-configurator__share [role="status"] >> text=Link skopiowany do schowka`);
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect([...link.searchParams.keys()].every((k) => k.startsWith('priceformula_'))).toBe(true);
    expect(link.searchParams.get('priceformula_width')).toBe('150');
    expect(link.searchParams.get('priceformula_finish[0]')).toBe('wax');

    const again = await openConfigurator(link.pathname + link.search);
    await priceIs(again.page, 1040);
    expect(await again.page.inputValue(control('width'))).toBe('150');
    expect(await again.page.isChecked(`${item('finish')} input[value="wax"]`)).toBe(true);
  });

  it('where the clipboard is refused, the link is shown to copy by hand', async () => {
    const p = await openConfigurator();
    const { page } = p;
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    });
    await page.click(`${FORM} .sf-configurator__share button`);
    const shown = await page.waitForSelector(`${FORM} .sf-configurator__manual input`);
    const url = new URL(await shown.inputValue());
    expect(url.pathname).toBe(`/product/${CONFIGURABLE.table}`);
    expect(url.searchParams.get('priceformula_width')).toBe('120');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectClean(p);
  });
});
