// The menus in real Chromium (§2.5, §9.6): the listing's settings menu chosen by keyboard
// alone swaps the listing in place; the header's category menu by keyboard (disclosure buttons,
// Escape) and by hover (intent delays) at 1280 px, and its side menu at 390 px with the back
// button. Each open state is axe-clean at the widths where it exists (a resize across view type 3
// swaps the bar for the side menu, which closes what was open), with no console error and no CSP
// violation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const REGION = '[data-swap-region="content"]';
const focused = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim());
const parentItem = (name: string) => `.shop-categories__nav li:has(> a:text-is("${name}"))`;

describe('settings-menu on the listing', () => {
  it('a sort chosen by keyboard alone loads the listing in place: URL, tiles and title change, no full reload', async () => {
    const p = await shop.open('/listing');
    const { page } = p;
    await page.waitForSelector('[data-storefront-announcer]', { state: 'attached' });
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const firstTile = await page.$eval(`${REGION} .product-tile`, (el) => el.getAttribute('data-product-id'));
    // From the filter's button, Tab reaches the sort select: the widget mounts and the focus moves to its dropdown.
    await page.focus(`${REGION} .listing__filters button[type="submit"]`);
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox' && document.activeElement.getAttribute('name') === 'sort');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${REGION} [role="listbox"]:visible`);
    await expectCleanAtWidths(p);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search === '?sort=price-desc&n=100');
    await page.waitForSelector(`${REGION} select[name="sort"] option[value="price-desc"][selected]`, { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(p.requests('/listing')).toEqual([expect.stringMatching(/\/listing$/), expect.stringMatching(/\/listing\?sort=price-desc&n=100$/)]);
    expect(await page.$eval(`${REGION} .product-tile`, (el) => el.getAttribute('data-product-id'))).not.toBe(firstTile);
    await expectCleanAtWidths(p, { widths: [1280] });
  });
});

describe('category-menu in the bar (1280 px)', () => {
  it('by keyboard: Tab to the button beside a parent link, Enter opens its submenu, Escape closes it and keeps the focus on the button', async () => {
    const p = await shop.open('/');
    const { page } = p;
    await page.focus('.shop-categories__nav a:text-is("Odzież")');
    await page.waitForSelector('[data-widget="category-menu"][data-widget-state="mounted"]');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Podkategorie: Odzież');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${parentItem('Odzież')} > ul:visible`);
    const width = await page.$eval(`${parentItem('Odzież')} > ul`, (ul) => ul.getBoundingClientRect().width);
    expect(width).toBe(200); // §9.6
    // "Pokaż więcej": Odzież has eight subcategories, six show.
    await page.waitForSelector(`${parentItem('Odzież')} a:text-is("Piżamy")`, { state: 'hidden' });
    await page.click(`${parentItem('Odzież')} button:text-is("Pokaż więcej")`);
    await page.waitForSelector(`${parentItem('Odzież')} a:text-is("Piżamy"):visible`);
    await page.waitForSelector(`${parentItem('Odzież')} button:text-is("Pokaż mniej")`);
    // A third level, by keyboard too.
    await page.focus(`${parentItem('Sukienki')} button`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${parentItem('Sukienki')} a:text-is("Wieczorowe"):visible`);
    await expectCleanAtWidths(p, { widths: [1280] });
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${parentItem('Sukienki')} a:text-is("Wieczorowe")`, { state: 'hidden' });
    expect(await focused(page)).toBe('Podkategorie: Sukienki');
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${parentItem('Odzież')} > ul`, { state: 'hidden' });
    expect(await focused(page)).toBe('Podkategorie: Odzież');
    expect(await page.getAttribute(`${parentItem('Odzież')} button`, 'aria-expanded')).toBe('false');
  });

  it('the first hover, which loads the widget, opens the submenu once it mounts, without the mouse moving again', async () => {
    const p = await shop.open('/');
    const { page } = p;
    expect(await page.getAttribute('[data-widget="category-menu"]', 'data-widget-state')).toBe('loading');
    await page.hover('.shop-categories__nav a:text-is("Akcesoria")'); // the one and only pointer move
    // The widget opened it (the theme's own :hover rule shows the list too, before it has mounted).
    await page.waitForSelector(`${parentItem('Akcesoria')} button[aria-expanded="true"]`);
    expect(await page.isVisible(`${parentItem('Akcesoria')} > ul`)).toBe(true);
    expect(await page.isVisible(`${parentItem('Obuwie')} > ul`)).toBe(false);
  });

  it('by hover: the submenu opens once the pointer rests on its item, stays while it moves in, closes after it leaves', async () => {
    const p = await shop.open('/');
    const { page } = p;
    const link = page.locator('.shop-categories__nav a:text-is("Obuwie")');
    await link.hover();
    await page.waitForSelector('[data-widget="category-menu"][data-widget-state="mounted"]');
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2);
    await page.waitForSelector(`${parentItem('Obuwie')} > ul:visible`);
    await page.hover(`${parentItem('Obuwie')} a:text-is("Buty skórzane")`);
    await page.waitForSelector(`${parentItem('Buty skórzane')} a:text-is("Botki"):visible`);
    await expectCleanAtWidths(p, { widths: [1280] });
    await page.mouse.move(5, 700);
    await page.waitForSelector(`${parentItem('Obuwie')} > ul`, { state: 'hidden' });
  });
});

describe('category-menu on phones (390 px): the side menu', () => {
  it('"Menu" opens it with the focus inside; one level at a time with "Wróć"; Escape closes it and the focus goes back to "Menu"', async () => {
    const p = await shop.open('/', { viewport: { width: 390, height: 800 } });
    const { page } = p;
    expect(await page.isVisible('.shop-categories__nav')).toBe(false);
    await page.click('.shop-categories__open');
    const dialog = page.locator('[role="dialog"]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await expectCleanAtWidths(p, { widths: [390, 320] });
    await page.click('[role="dialog"] button[aria-label="Podkategorie: Odzież"]');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Wróć');
    await page.waitForSelector('[role="dialog"] a:text-is("Sukienki"):visible');
    expect(await page.isVisible('[role="dialog"] a:text-is("Obuwie")')).toBe(false);
    await expectCleanAtWidths(p, { widths: [390, 320] });
    await page.keyboard.press('Enter'); // "Wróć"
    await page.waitForSelector('[role="dialog"] a:text-is("Obuwie"):visible');
    expect(await focused(page)).toBe('Podkategorie: Odzież');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Menu');
    expect(new URL(page.url()).hash).toBe('');
    await expectCleanAtWidths(p, { widths: [390] });
  });
});
