// Add to shopping list from the product form (spec §5.7, §7.6, §8.2, §8.4) in real
// Chromium on the development shop: the code loads only when the shopper reaches for the button, a
// size comes first (the basket's alert), a double click sends [[productId, sizeId]] once, the line
// by the button names the list and links to it, the lists page shows the product, and a failed
// call (500, time-out, a broken answer) says so with nothing added. pl and it; zero axe and CSP
// violations in each state.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useShop } from '../helpers/e2e-context.ts';
import { expectCleanAtWidths as expectClean } from '../helpers/expect-clean.ts';

const shop = useShop();
const BUTTON = '#projector-form [data-dialog="list"]';
const STATUS = '#projector-form .sf-projector-form__list-outcome [role="status"]';
const ALERT = '#projector-form .sf-projector-form__list-outcome [role="alert"]';
const CALL = '/ajax/shoppinglist.php';

/** The products on the session's lists, as /shoppinglist.php shows them. */
async function listed(page: Page): Promise<Array<{ list: string; items: string[] }>> {
  const lists = await page.context().newPage();
  try {
    await lists.goto('/shoppinglist.php');
    return await lists.$$eval('.shopping-lists > li', (els) =>
      els.map((li) => ({
        list: li.firstChild?.textContent ?? '',
        items: [...li.querySelectorAll('.shopping-lists__items li')].map((i) => `${i.getAttribute('data-product')}/${i.getAttribute('data-size')}`),
      })),
    );
  } finally {
    await lists.close();
  }
}

describe('add to shopping list (§7.6)', () => {
  it('asks for a size first, loads its code when reached for, sends once and links to the list', async () => {
    const p = await shop.open('/product/1001');
    const page = p.page;
    expect(p.requests('/storefront/').filter((u) => u.includes('projector-form.shopping-list'))).toEqual([]);
    // §5.7: no size yet: the basket's alert on the sizes, and no call.
    await page.click(BUTTON);
    await page.waitForFunction(() => document.querySelector('#projector-form fieldset')?.textContent?.includes('Wybierz rozmiar'));
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('size');
    expect(p.requests(CALL)).toEqual([]);
    await expectClean(p);
    // Reaching for the button downloads its code; a double click sends once.
    await page.check('#projector-size-XL');
    await page.hover(BUTTON);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('projector-form.shopping-list')));
    await page.dblclick(BUTTON);
    await page.waitForFunction((s) => document.querySelector(s)?.textContent?.startsWith('Produkt został dodany'), STATUS);
    expect(await page.textContent(STATUS)).toBe('Produkt został dodany do listy zakupowej „Lista zakupowa”. Zobacz listy zakupowe');
    expect(await page.getAttribute(`${STATUS} a`, 'href')).toBe('/shoppinglist.php');
    await p.requestsSettled(CALL);
    expect(p.requests(CALL).map((u) => new URL(u).pathname + new URL(u).search)).toEqual(['/ajax/shoppinglist.php?action=add']);
    expect(await listed(page)).toEqual([{ list: 'Lista zakupowa', items: ['1001/XL'] }]);
    await expectClean(p);
    // The button works by keyboard too: another size goes on the same list.
    await page.check('#projector-size-S');
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/ajax/shoppinglist.php')).length === 2);
    await page.waitForFunction((s) => document.querySelector(s)?.textContent?.startsWith('Produkt'), STATUS);
    expect((await listed(page))[0]!.items).toEqual(['1001/XL', '1001/S']);
  });

  it('Italian: the list is made with its Italian name and the line says so', async () => {
    const p = await shop.open('/product/1001?lang=it');
    await p.page.check('#projector-size-M');
    await p.page.click(BUTTON);
    await p.page.waitForFunction((s) => document.querySelector(s)?.textContent?.startsWith('Il prodotto'), STATUS);
    expect(await p.page.textContent(STATUS)).toBe('Il prodotto è stato aggiunto alla lista della spesa «Lista della spesa». Vedi le liste della spesa');
    expect(await listed(p.page)).toEqual([{ list: 'Lista della spesa', items: ['1001/M'] }]);
    await expectClean(p);
  });

  it.each(['500', 'timeout', 'malformed'])('a %s answer says so, adds nothing, and the button takes the next click', async (fault) => {
    const path = '/product/1001?lang=it' + (fault === 'timeout' ? '&timeoutMs=1500' : '');
    const p = await shop.open(path, { cookies: { 'fixture-fault': encodeURIComponent(`${fault}@${CALL}`) } });
    await p.page.check('#projector-size-M');
    await p.page.click(BUTTON);
    await p.page.waitForFunction((s) => document.querySelector(s)?.textContent, ALERT);
    expect(await p.page.textContent(ALERT)).toBe('Si è verificato un errore di connessione. Controlla la tua connessione Internet o riprova più tardi');
    expect(await p.page.getAttribute(BUTTON, 'aria-disabled')).toBeNull();
    expect(await listed(p.page)).toEqual([]);
    await expectClean(p, { expected: /add to shopping list|Failed to load resource/ });
  });
});
