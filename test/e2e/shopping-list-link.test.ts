// Shopping-list links in real Chromium on the development shop (§2.5, §7.3): the header's
// link, marked empty while the session has no list, first creates the default list named in the
// shop's language (Polish and Italian), then lands on the list page, whose header then has the plain
// link. A failed creation (500, no answer in time, a broken answer) is silent and the link is still
// followed; a double click makes one list; a click held while the widget loads is replayed; Ctrl+click
// opens a new tab at once while this page makes the list. Every page: zero axe and CSP violations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';
import { expectClean } from '../helpers/expect-clean.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const MARKER = '.shop-header [data-widget="shopping-list-link"]';
const LINK = `${MARKER} a[href="/shoppinglist.php"]`;
const LABEL = '/graphql/v1/?query=createShoppingList';

const creations = (p: ShopPage) => p.requests('/graphql/v1/').filter((u) => u.endsWith('?query=createShoppingList'));

/** The list page's list names, once it has rendered (the list, or the sentence saying there is none). */
async function listNames(page: Page): Promise<string[]> {
  await page.waitForSelector('.shopping-lists, .shopping-lists__empty');
  return page.$$eval('.shopping-lists > li', (items) => items.map((li) => li.textContent ?? ''));
}

/** Clicks the header's link as a shopper does and waits to land on the list page. */
async function clickThrough(page: Page, selector = LINK) {
  await Promise.all([page.waitForURL('**/shoppinglist.php'), page.click(selector)]);
}

/** Landed on the list page: widgets ready, nothing said (but Chromium's own line for a 500), nothing reported, the page clean. */
async function landedClean(p: ShopPage) {
  await p.waitForReady();
  expect(consoleErrors(p).filter((e) => !/^Failed to load resource: the server responded with a status of 500/.test(e))).toEqual([]);
  expect(await shop.reports()).toEqual([]);
  await expectClean(p);
}

describe('a shopping-list link marked empty (§2.5, §7.3)', () => {
  it.each([
    ['/cms/1', 'Listy zakupowe', 'Lista zakupowa'],
    ['/cms/1?lang=it', 'Liste della spesa', 'Lista della spesa'],
  ])('%s: "%s" creates "%s", then lands on the list page, whose header link is plain', async (path, linkText, name) => {
    const p = await shop.open(path);
    const { page } = p;
    expect(await page.textContent(LINK)).toBe(linkText);
    await expectClean(p);
    await clickThrough(page);
    expect(await listNames(page)).toEqual([name]);
    expect(creations(p)).toHaveLength(1);
    // Once there is a list, the shop renders the plain link.
    expect(await page.$(MARKER)).toBeNull();
    expect(await page.textContent('.shop-header a.shop-lists-link')).toBe(linkText);
    await landedClean(p);
  });

  it.each([
    ['500', 0],
    ['malformed', 0],
    ['timeout', 0],
    // The shop made the list, then the answer was lost: no second list, and the page shows it.
    ['malformed:after', 1],
  ])('the call fails (%s): silent, and the link still lands on the list page', async (fault, made) => {
    const p = await shop.open('/cms/1?timeoutMs=1500', { cookies: { 'fixture-fault': `${fault}@${LABEL}` } });
    await clickThrough(p.page);
    expect(creations(p)).toHaveLength(1);
    if (made) {
      expect(await listNames(p.page)).toEqual(['Lista zakupowa']);
      expect(await p.page.$(MARKER)).toBeNull();
    } else {
      expect(await listNames(p.page)).toEqual([]);
      expect(await p.page.textContent('.shopping-lists__empty')).toBe('Nie masz jeszcze listy zakupowej.');
      // Still no list: the header's link is still marked empty.
      expect(await p.page.$(MARKER)).not.toBeNull();
    }
    await landedClean(p);
  });

  it('a double click creates one list', async () => {
    const p = await shop.open('/cms/1');
    await Promise.all([p.page.waitForURL('**/shoppinglist.php'), p.page.dblclick(LINK)]);
    expect(await listNames(p.page)).toEqual(['Lista zakupowa']);
    expect(creations(p)).toHaveLength(1);
  });

  it('a click that comes while the widget is still loading is held and replayed on the link: the list is created, then the link followed', async () => {
    const p = await shop.open('/cms/1');
    expect(await p.page.getAttribute(MARKER, 'data-widget-state')).toBe('loading');
    // The pointer goes down and the click follows in the same task: the widget cannot have mounted yet.
    await Promise.all([
      p.page.waitForURL('**/shoppinglist.php'),
      p.page.evaluate((selector) => {
        const link = document.querySelector<HTMLAnchorElement>(selector)!;
        link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        link.click();
      }, LINK),
    ]);
    expect(await listNames(p.page)).toEqual(['Lista zakupowa']);
    expect(creations(p)).toHaveLength(1);
  });

  it('Ctrl/Cmd+click: the new tab opens at once, this page stays and creates the list', async () => {
    const p = await shop.open('/cms/1');
    const { page } = p;
    const here = page.url();
    await page.hover(LINK);
    await page.waitForSelector(`${MARKER}[data-widget-state="mounted"]`, { state: 'attached' });
    const [tab, created] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((r) => r.url().endsWith(LABEL)),
      page.click(LINK, { modifiers: ['ControlOrMeta'] }),
    ]);
    expect(created.status()).toBe(200);
    expect(page.url()).toBe(here);
    // The tab opening is the browser following the link (a prevented click opens none). A tab left in
    // the background may be throttled past any time-out, so the list is read in a page of our own.
    const view = await page.context().newPage();
    await view.goto('/shoppinglist.php');
    expect(await listNames(view)).toEqual(['Lista zakupowa']);
    await view.close();
    expect(creations(p)).toHaveLength(1);
    await tab.close();
  });
});
