// projector-form in real Chromium on /product/:id (spec §2.1, §2.10, §4.8, §5.7, §7.4, §8.2): under
// the shop's strict CSP with Trusted Types, zero axe and CSP violations, one /ajax/get.php request,
// no layout shift from mounting, the basket flows, the conflict block, the in-place variant switch
// and the server form without JavaScript.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROJECTOR_CASES as C } from '../../fixtures/data/projector-cases.ts';
import { expectClean, expectCleanAtWidths } from '../helpers/expect-clean.ts';
import { newShopContext } from '../helpers/browser.ts';
import { consoleErrors, productPageDrawn, useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const FORM = '[data-widget="projector-form"]';
const MOUNTED = `${FORM}[data-widget-state="mounted"] .sf-projector-form .sf-dropdown`;
const ADD = `${FORM} .sf-projector-form__add`;
const BADGE = '[data-widget="mini-basket"]';

async function openProduct(id: number, cookies?: Record<string, string>): Promise<ShopPage> {
  const p = await shop.open(`/product/${id}`, cookies ? { cookies } : undefined);
  await p.page.waitForSelector(MOUNTED);
  return p;
}

const mutations = (p: ShopPage) => p.requestLog.filter((r) => r.url.includes('mutation=addProductsToBasket')).length;
const basketText = (page: Page) => page.textContent(BADGE);

/** Box of every element of the form (tag, class, x, y, w, h), in document order. */
function formBoxes(page: Page): Promise<string[]> {
  return page.$$eval('.sf-projector-form-marker, .sf-projector-form > :not(input), .sf-projector-form__qty > *, .sf-projector-form__add', (els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return `${
        e.className
          .toString()
          .split(' ')
          .find((c: string) => c.startsWith('sf-')) ?? e.tagName
      } ${r.x},${r.y} ${r.width}x${r.height}`;
    }),
  );
}

describe('projector-form on the product page', () => {
  it('multipack by keyboard: arrow keys pick a pack, which sets the quantity and its price; zero axe violations at 1280, 390 and 320 px', async () => {
    const p = await openProduct(C.rebateThresholds);
    await p.page.click(`${FORM} label[for="projector-size-S"]`);
    const packs = `${FORM} .sf-projector-form__multipack input[type="radio"]`;
    await p.page.waitForSelector(`${FORM} .sf-projector-form__next >> text=Dodaj jeszcze 1 szt.`);
    await p.page.focus(`${packs}[value="2"]`);
    await p.page.keyboard.press('ArrowRight'); // the radio group moves to the 5-pack and checks it
    await p.page.waitForFunction(() => (document.querySelector('#projector-quantity') as HTMLInputElement | null)?.value === '5');
    expect(await p.page.isChecked(`${packs}[value="5"]`)).toBe(true);
    await p.page.waitForFunction(() => document.querySelector('.sf-projector-form__price')?.textContent === '409,00 zł');
    expect(await p.page.$(`${FORM} .sf-projector-form__next`)).toBeNull();
    for (const width of [1280, 390, 320]) {
      await p.page.setViewportSize({ width, height: 800 });
      await expectClean(p);
    }
  });

  it('mounts with one /ajax/get.php request, zero axe and CSP violations; choosing a size updates price and stock', async () => {
    const p = await openProduct(C.sizes);
    expect(p.ready?.failed).toEqual([]);
    await p.page.click(`${FORM} label[for="projector-size-XL"]`);
    await p.page.waitForFunction(() => document.querySelector('.sf-projector-form__price')?.textContent === '219,00 zł');
    expect(await p.page.textContent('.sf-projector-form__stock')).toBe(' (2 szt. w magazynie)');
    // The lowest price follows the size over the bus (it mounts when visible: bring it into view).
    await p.page.locator('[data-widget="omnibus-price"]').scrollIntoViewIfNeeded();
    await p.page.waitForFunction(() => document.querySelector('[data-widget="omnibus-price"] .sf-omnibus')?.getAttribute('data-flags')?.includes('higher'));
    // The size's fresh data is asked for from the legacy endpoint; the sentinel then puts every request
    // started by the choice and by the lowest price following it in the log.
    await expect.poll(() => p.requests('/ajax/projector.php').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await p.flushRequests();
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
    expect(p.requests('/ajax/projector.php').length).toBeGreaterThanOrEqual(1);
    await expectClean(p);
    expect(consoleErrors(p)).toEqual([]);
  });

  it("mounting moves nothing: the form keeps the server form's boxes, and no layout shift comes from it", async () => {
    const p = await openProduct(C.sizes);
    // Everything on the page drawn (the header's widgets too: they sit above the form).
    await productPageDrawn(p.page);
    const withJs = await formBoxes(p.page);
    const shifts = await p.page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const out: string[] = [];
          const mark = 'projector-form-test:shifts';
          // Two frames: the second callback comes after the first frame, with everything drawn so far, has
          // been rendered (layout shifts are computed then). Then every shift so far, and the mark after
          // them: an observer gets its entries in order, so the mark comes last.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const observer = new PerformanceObserver((list) => {
                let done = false;
                for (const e of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node }> }>) {
                  if (e.entryType === 'mark') done ||= e.name === mark;
                  else
                    for (const s of e.sources ?? [])
                      if (s.node instanceof Element && s.node.closest('.sf-projector-form-marker')) out.push(s.node.className.toString());
                }
                if (!done) return;
                observer.disconnect();
                performance.clearMarks(mark);
                resolve(out);
              });
              observer.observe({ type: 'layout-shift', buffered: true });
              observer.observe({ type: 'mark' });
              performance.mark(mark);
            }),
          );
        }),
    );
    expect(shifts).toEqual([]);
    const context = await newShopContext(p.page.context().browser()!, shop.shopUrl, { javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/product/' + C.sizes);
    const server = await formBoxes(noJs);
    await context.close();
    // Same rows, same sizes, same places; only the −/+ buttons and the list fill their reserved boxes.
    expect(withJs.map((b) => b.replace(/^\S+ /, ''))).toEqual(server.map((b) => b.replace(/^\S+ /, '')));
  });

  it('quantity: the Polish maximum alert after 500 ms, the value floored', async () => {
    const p = await openProduct(C.maxPerOrder);
    await p.page.click(`${FORM} label[for="projector-size-S"]`);
    await p.page.fill('#projector-quantity', '9');
    await p.page.waitForFunction(() => (document.querySelector('#projector-quantity') as HTMLInputElement).value === '4');
    expect(await p.page.textContent(`${FORM} .sf-projector-form__buy [role="alert"]`)).toBe('Maksymalnie możesz dodać 4 szt.');
    await p.page.fill('#projector-quantity', '0');
    await p.page.waitForFunction(() => document.querySelector('.sf-projector-form__buy [role="alert"]')?.textContent === 'Minimalnie musisz zamówić 1 szt.');
    await expectClean(p);
  });

  it('a sold-out product (/product/1017): the quantity shows 1 (sellBy, §5.7), −/+, the field and the list are disabled; the notify dialog names the product without a gendered adjective', async () => {
    const p = await openProduct(C.soldOut);
    const { page } = p;
    expect(await page.inputValue('#projector-quantity')).toBe('1');
    expect(await page.textContent(`${FORM} .sf-projector-form__qty-list .sf-dropdown__value`)).toBe('1');
    for (const sel of [
      '.sf-projector-form__step >> nth=0',
      '.sf-projector-form__step >> nth=1',
      '#projector-quantity',
      '.sf-projector-form__qty-list .sf-dropdown__button',
    ]) {
      expect(await page.locator(`${FORM} ${sel}`).isDisabled(), sel).toBe(true);
    }
    await expectCleanAtWidths(p);
    await page.click(`${FORM} [data-dialog="notify"]`);
    const intro = await page.waitForSelector('[role="dialog"]:has(form.sf-notify) p');
    expect(await intro.textContent()).toBe('Napiszemy do Ciebie, gdy produkt „Miód gryczany 400 g” będzie dostępny.');
  });

  it('adding a size: a double click adds once, the mini-basket follows and a success toast shows', async () => {
    const p = await openProduct(C.sizes);
    await p.page.waitForSelector(`${BADGE}[data-widget-state="mounted"]`);
    const before = await basketText(p.page);
    await p.page.click(`${FORM} label[for="projector-size-S"]`);
    await p.page.dblclick(ADD);
    await p.page.waitForFunction(() => document.body.textContent?.includes('Produkt został dodany do koszyka.'));
    await p.page.waitForFunction((b) => document.querySelector('[data-widget="mini-basket"]')?.textContent !== b, before);
    expect(await basketText(p.page)).toContain('1');
    expect(mutations(p)).toBe(1);
    await expectClean(p);
  });

  it('a 500 from the server shows the connection text and keeps the choices', async () => {
    const p = await openProduct(C.maxPerOrder, { 'fixture-fault': encodeURIComponent('500@/graphql') });
    await p.page.click(`${FORM} label[for="projector-size-M"]`);
    await p.page.fill('#projector-quantity', '3');
    // Leaving the field re-validates the typed quantity at once (instead of after the 500 ms debounce).
    await p.page.locator('#projector-quantity').blur();
    await p.page.click(ADD);
    await p.page.waitForSelector(`${FORM} .sf-projector-form__alert--error .sf-projector-form__bubble`);
    expect(await p.page.textContent(`${FORM} .sf-projector-form__alert--error`)).toBe(
      'Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.',
    );
    expect(await p.page.isChecked('#projector-size-M')).toBe(true);
    expect(await p.page.inputValue('#projector-quantity')).toBe('3');
    await expectClean(p);
  });

  it('a variant conflict blocks adding with the §5.7 message', async () => {
    const p = await openProduct(C.multiversionTwoChanges);
    await p.page.click(`${FORM} .sf-projector-form__chip:text-is("duży")`);
    await p.page.waitForSelector(`${FORM} .sf-projector-form__conflict`);
    expect(await p.page.textContent(`${FORM} .sf-projector-form__conflict`)).toBe('Produkt w wybranej konfiguracji nie istnieje. Wybierz inny wariant.');
    await p.page.click(ADD);
    // The submit handler answered the click with the conflict bubble (it returns before adding); the
    // sentinel puts every request started by then in the log.
    await p.page.waitForFunction(
      (text) =>
        document.querySelector('[data-widget="projector-form"] .sf-projector-form__buy [role="alert"] .sf-projector-form__bubble')?.textContent === text,
      'Produkt w wybranej konfiguracji nie istnieje. Wybierz inny wariant.',
    );
    await p.flushRequests();
    expect(mutations(p)).toBe(0);
    expect(new URL(p.page.url()).pathname).toBe('/product/' + C.multiversionTwoChanges);
    await expectClean(p);
  });

  it('a variant reloads in place: content and breadcrumbs swapped, URL pushed, ajax script run, the new form for the new product', async () => {
    const p = await openProduct(C.multiversionA);
    await p.page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await p.page.click(`${FORM} .sf-projector-form__chip:text-is("brązowy")`);
    await p.page.waitForFunction(() => location.pathname === '/product/1022');
    await p.page.waitForSelector(`${FORM}[data-widget-state="mounted"] input[name="product"][value="1022"]`, { state: 'attached' });
    expect(await p.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await p.page.textContent('h1')).toBe('Trzewiki brązowe (skóra)');
    expect(await p.page.textContent('.breadcrumbs [aria-current="page"]')).toBe('Trzewiki brązowe (skóra)');
    expect(await p.page.getAttribute('html', 'data-viewed-product')).toBe('1022');
    expect(await p.page.title()).toContain('Trzewiki brązowe (skóra)');
    expect(p.requests('/product/1022')).toEqual([shop.shopUrl + '/product/1022?set_render=content%2Chead']);
    await p.page.waitForSelector(`${FORM} .sf-projector-form__chip[aria-pressed="true"]:text-is("brązowy")`);
    await expectClean(p);
    // Back to the first product's path: a full reload.
    await Promise.all([p.page.waitForEvent('load'), p.page.goBack()]);
    expect(await p.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    expect(await p.page.textContent('h1')).toBe('Trzewiki czarne (skóra)');
  });

  it('page mode "detached" (§2.10): a variant opens its own page instead of swapping this one', async () => {
    const p = await shop.open(`/product/${C.multiversionA}?page_mode=detached`);
    await p.page.waitForSelector(`${FORM}[data-widget-state="mounted"] .sf-projector-form__chip`);
    await Promise.all([p.page.waitForURL('**/product/1022'), p.page.click(`${FORM} .sf-projector-form__chip:text-is("brązowy")`)]);
    expect(p.requests('/product/1022')).toEqual([shop.shopUrl + '/product/1022']);
    expect(await p.page.textContent('h1')).toBe('Trzewiki brązowe (skóra)');
  });

  it('without JavaScript the server form still adds to the basket', async () => {
    const context = await newShopContext((await shop.open('/')).page.context().browser()!, shop.shopUrl, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/product/' + C.sizes);
    await page.check('#projector-size-XL');
    await page.fill('#projector-quantity', '2');
    await Promise.all([page.waitForNavigation(), page.click('#projector-form button[type="submit"]')]);
    await page.goto('/basketedit.php');
    expect(await page.textContent('main')).toContain('Sukienka żółta');
    await context.close();
  });
});
