// "The whole shop in Italian" (or English): with `?lang=it|en` the development shop's own server texts
// (layout, breadcrumbs, product tabs and questions, the server form, the listing, the basket page,
// category and country names) and the widgets that take them over speak that language. The visible
// text of each page, once its widgets are drawn, holds none of the Polish words below. Product
// content (names, descriptions, opinions) is the shop's data and stays as the shop wrote it (so the list
// leaves out words a product name holds, e.g. "Filtry do dzbanka").
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addToBasket, basketAnswered, productPageDrawn, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();

/** Polish words the shop's own texts use (headings, links, labels, availability, category and country names). */
const POLISH = [
  'Opis',
  'Opinie',
  'Pytania o produkt',
  'Zadaj pytanie',
  'Wróć',
  'Strona główna',
  'Produkt dostępny',
  'Niemcy',
  'Polska',
  'Cechy',
  'Dane szczegółowe',
  'Pliki do pobrania',
  'Gwarancja',
  'Sprawdź dostępność',
  'Dodaj do koszyka',
  'Ilość',
  'Koszyk',
  'Kategorie',
  'Wszystkie produkty',
  'Odzież',
  'Delikatesy',
  'Kawa i herbata',
  'Sortuj',
  'Produktów',
  'Filtruj',
  'Producent',
  'Cena regularna',
  'Najniższa cena',
  'Oblicz ratę',
  'Sposób zakupu',
  'Jednorazowo',
  'Wartość produktów',
  'Do zapłaty',
  'Usuń',
  'Regulamin sklepu',
  'Kod:',
  'Seria:',
  'Pokaż wszystkie cechy',
  'Wysyłka',
  'Dostawa',
];

/** The Polish words found in the page's visible text (whole words: "Opis" is not in "Descrizione"). */
async function polishIn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return POLISH.filter((w) => new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
}

describe('the whole shop in one language (?lang)', () => {
  it.each([
    ['it', '/product/1004', 'Descrizione'],
    ['en', '/product/1001', 'Description'],
  ])('%s: the product page %s', async (lang, path, heading) => {
    const p = await shop.open(`${path}?lang=${lang}`);
    // The instalments load when visible: below the fold on a product with a subscription.
    await p.page.locator('[data-widget="instalments"]').scrollIntoViewIfNeeded();
    await productPageDrawn(p.page);
    expect(await p.page.textContent('#product-description-title')).toBe(heading);
    expect(await polishIn(p.page)).toEqual([]);
  });

  it.each(['it', 'en'])('%s: the listing', async (lang) => {
    const p = await shop.open(`/listing?menu=40&lang=${lang}`);
    await p.page.waitForSelector('[data-widget="settings-menu"]');
    expect(await p.page.textContent('h1')).toBe(lang === 'it' ? 'Gastronomia' : 'Delicatessen');
    expect(await polishIn(p.page)).toEqual([]);
  });

  it.each(['it', 'en'])('%s: the basket page with a product, and the forced-region notice', async (lang) => {
    const first = await shop.open(`/?lang=${lang}`);
    expect(await addToBasket(first.page, [{ id: 1001, size: 'M', quantity: 2 }])).toBe('success');
    // The server forces Germany (§3.20) in the shop's language, then shows the basket.
    const p = await shop.open(`/test/forced?variant=region&then=${encodeURIComponent('/basketedit.php')}`);
    await basketAnswered(p.page);
    await p.page.waitForSelector('.sf-forced-region__text');
    expect(await p.page.textContent('.basket-table caption')).toBe(lang === 'it' ? 'Prodotti nel carrello' : 'Products in the basket');
    const notice = await p.page.textContent('.sf-forced-region__text');
    expect(notice).toContain(lang === 'it' ? 'Germania' : 'Germany');
    expect(await polishIn(p.page)).toEqual([]);
  });
});
