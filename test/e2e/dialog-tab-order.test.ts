// Keyboard-only Tab order inside dialogs (§2.9) in real Chromium at 390 px: Tab and Shift+Tab go
// round every item a dialog shows, in order, at every level of the category side menu, and never
// stop on a button CSS hides (a closed level's "Wróć"), which the browser cannot focus.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const PHONE = { width: 390, height: 800 };
const label = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? (el instanceof HTMLInputElement ? `input ${el.name}` : el?.textContent) ?? '').trim();
  });

/** Presses `key` until the focus is back where it started (at most 40 times); the labels met, the start last. */
async function round(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const start = await page.evaluate(() => {
    (window as unknown as { __start: Element | null }).__start = document.activeElement;
    return document.activeElement?.tagName;
  });
  expect(start).toBeDefined();
  const met: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(key);
    met.push(await label(page));
    if (await page.evaluate(() => document.activeElement === (window as unknown as { __start: Element | null }).__start)) return met;
  }
  throw new Error(`${key} never came back to where it started: ${met.join(' → ')}`);
}

/** From `start` (the dialog's close button), Tab goes round `items` and back to it; Shift+Tab the other way. */
async function expectRound(page: Page, start: string, items: string[], startLabel = 'Zamknij') {
  await page.focus(start);
  expect(await round(page, 'Tab')).toEqual([...items, startLabel]);
  expect(await round(page, 'Shift+Tab')).toEqual([...items].reverse().concat(startLabel));
}

const toggle = (name: string) => `Podkategorie: ${name}`;

describe('Tab order in dialogs at 390 px', () => {
  it('the category side menu: Tab and Shift+Tab reach every item of every level, going in and back out', async () => {
    const p = await shop.open('/', { viewport: PHONE });
    const { page } = p;
    await page.click('.shop-categories__open');
    await page.locator('[role="dialog"]').waitFor();
    const close = '[role="dialog"] .sf-modal__close';
    const top = ['Odzież', 'Obuwie', 'Akcesoria', 'Delikatesy', 'Prezenty i usługi'].flatMap((n) => [n, toggle(n)]).concat('Wszystkie produkty');
    await expectRound(page, close, top);

    // Into Odzież (by keyboard: its button), where six of eight show, then all of them.
    await page.focus(`[role="dialog"] button[aria-label="${toggle('Odzież')}"]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Wróć');
    const six = ['Sukienki', toggle('Sukienki'), 'Kurtki i płaszcze', 'Swetry i bluzy', 'Spodnie i spódnice', 'Koszule i bluzki', 'Bielizna'];
    await expectRound(page, close, ['Odzież', 'Wróć', ...six, 'Pokaż więcej']);
    await page.click('[role="dialog"] button:text-is("Pokaż więcej")');
    await page.waitForSelector('[role="dialog"] a:text-is("Piżamy"):visible');
    await expectRound(page, close, ['Odzież', 'Wróć', ...six, 'Piżamy', 'Odzież sportowa', 'Pokaż mniej']);

    // A third level, then back up to the top, by keyboard.
    await page.focus(`[role="dialog"] button[aria-label="${toggle('Sukienki')}"]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"] a:text-is("Wieczorowe"):visible');
    await expectRound(page, close, ['Sukienki', 'Wróć', 'Wieczorowe', 'Letnie', 'Koktajlowe']);
    await page.focus('[role="dialog"] a:text-is("Wieczorowe")');
    await page.keyboard.press('Shift+Tab');
    expect(await label(page)).toBe('Wróć');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Podkategorie: Sukienki');
    await page.keyboard.press('Shift+Tab'); // Sukienki
    await page.keyboard.press('Shift+Tab');
    expect(await label(page)).toBe('Wróć');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Podkategorie: Odzież');
    await expectRound(page, close, top);

    // Every other level, in and out.
    const levels: Array<[string, string[]]> = [
      ['Obuwie', ['Buty skórzane', toggle('Buty skórzane')]],
      ['Akcesoria', ['Czapki i szaliki', 'Torebki i plecaki', 'Paski i rękawiczki']],
      ['Delikatesy', ['Kawa i herbata', toggle('Kawa i herbata'), 'Miody i słodycze']],
      ['Prezenty i usługi', ['Karty podarunkowe', 'Usługi krawieckie', 'Zestawy']],
    ];
    for (const [name, items] of levels) {
      await page.focus(`[role="dialog"] button[aria-label="${toggle(name)}"]`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Wróć');
      await expectRound(page, close, [name, 'Wróć', ...items]);
      await page.keyboard.press('Tab'); // from "Zamknij" to the level's own link, then to "Wróć"
      await page.keyboard.press('Tab');
      expect(await label(page)).toBe('Wróć');
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.activeElement?.getAttribute('aria-label') === n, toggle(name));
    }
    await page.locator('[role="dialog"] button[aria-label="Podkategorie: Buty skórzane"]').waitFor({ state: 'hidden' });
    await expectRound(page, close, top);
  });

  it("the server's newsletter top layer (a plain-DOM focus trap): Tab and Shift+Tab go round its field and both buttons", async () => {
    const p = await shop.open('/cms/1?toplayer=newsletter', { viewport: PHONE });
    const { page } = p;
    await page.locator('.shop-newsletter[role="dialog"][aria-modal="true"]').waitFor();
    await expectRound(page, '#shop-newsletter-email', ['Zapisz się', 'Nie, dziękuję'], 'input email');
  });
});
