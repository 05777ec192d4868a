// Logging in and out in real Chromium on the development shop: the login form signs in
// with the `login` mutation instead of posting the page (§7.4), a refusal shows the §8.4 text in the
// form (Polish and Italian), the shopper goes back to the page they came from and the header then
// names them; the header's logout link clears the session's expchck* entries (§2.5) and logs out.
// Every state: zero axe violations (320, 390 and 1280 px) and zero CSP violations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const FORM = '#client-login';
const MOUNTED = `${FORM}[data-widget-state="mounted"]`;
const LOGOUT = '[data-widget="account-logout"] a[href="/logout.php"]';

/** POSTs of a page (not of fetch): a login that went through the server form. */
const pagePosts = (p: ShopPage, path: string) =>
  p.requestLog.filter((r) => r.method === 'POST' && r.resourceType === 'document' && new URL(r.url).pathname === path);

async function logInWith(page: Page, login: string, password: string) {
  await page.waitForSelector(MOUNTED, { state: 'attached' });
  await page.fill('#login', login);
  await page.fill('#password', password);
  await page.click(`${FORM} button[type="submit"]`);
}

/**
 * /cms/1 for a customer logged in by the shop's own login call (as another tab would), with these
 * session-storage entries set; `before`: every entry then (the page's own ones too).
 */
async function customerPage(login: string, entries: readonly string[]) {
  const p = await shop.open('/cms/1');
  const res = await p.page.context().request.post('/graphql/v1/?mutation=login', {
    data: { query: 'mutation($i: LoginInput!) { login(LoginInput: $i) { status } }', variables: { i: { login, password: 'haslo123' } } },
  });
  expect(((await res.json()) as { data: { login: { status: string } } }).data.login.status).toBe('success');
  await p.page.reload();
  await p.waitForReady();
  await p.page.evaluate((keys) => {
    for (const key of keys) sessionStorage.setItem(key, '1');
  }, entries);
  return { p, page: p.page, before: await storageKeys(p.page) };
}

async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)!).sort());
}

describe('logging in (§7.4 login)', () => {
  it.each([
    ['/login.php', 'Podany login lub hasło są nieprawidłowe.'],
    ['/login.php?lang=it', 'Il login o la password immessi non sono validi'],
  ])('%s: a wrong password shows the §8.4 text in the form, keeps what was typed, posts nothing', async (path, text) => {
    const p = await shop.open(path);
    await logInWith(p.page, 'jan.kowalski', 'zle-haslo');
    const alert = await p.page.waitForSelector(`${FORM} .sf-customer-form__status [role="alert"]`);
    expect(await alert.textContent()).toBe(text);
    // The form names its answer.
    const described = await p.page.$eval(FORM, (form) => document.getElementById(form.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(described).toBe(text);
    expect(await p.page.inputValue('#login')).toBe('jan.kowalski');
    expect(await p.page.inputValue('#password')).toBe('zle-haslo');
    expect(p.requests('/graphql/v1/').filter((u) => u.includes('?mutation=login'))).toHaveLength(1);
    expect(pagePosts(p, '/login.php')).toEqual([]);
    expect(new URL(p.page.url()).pathname).toBe('/login.php');
    await expectCleanAtWidths(p);
  });

  it('the right password logs in without posting the page, goes back to where the shopper was, and the header names them', async () => {
    const p = await shop.open('/cms/1');
    const { page } = p;
    // A guest's header: the login link comes back to this page.
    expect(await page.getAttribute('.shop-header a.shop-account-link', 'href')).toBe('/login.php?return=%2Fcms%2F1');
    expect(await page.$(LOGOUT)).toBeNull();
    await page.click('.shop-header a.shop-account-link');
    await page.waitForURL('**/login.php?return=%2Fcms%2F1');
    await logInWith(page, 'jan.kowalski', 'haslo123');
    await page.waitForURL('**/cms/1');
    expect(await page.textContent('.shop-header .shop-account__name')).toContain('jan.kowalski');
    expect(await page.$(LOGOUT)).not.toBeNull();
    expect(p.requests('/graphql/v1/').filter((u) => u.includes('?mutation=login'))).toHaveLength(1);
    expect(pagePosts(p, '/login.php')).toEqual([]);
    await p.waitForReady();
    await expectCleanAtWidths(p);
  });
});

describe('the logout link (§2.5)', () => {
  it('a click removes the expchck* entries, keeps the others and logs out', async () => {
    const { p, page, before } = await customerPage('anna.nowak', ['expchck', 'expchck_basket', 'expchck:1001', 'x-expchck', 'my-theme:panel']);
    expect(await page.textContent('.shop-header .shop-account__name')).toContain('anna.nowak');
    // A shopper's click: the pointer reaches the link (the widget loads), then clicks it.
    await page.click(LOGOUT);
    await page.waitForURL('**/logout.php');
    await page.waitForSelector('h1:text("Wylogowano")');
    expect(await storageKeys(page)).toEqual(before.filter((k) => !k.startsWith('expchck')));
    expect(await storageKeys(page)).toEqual(expect.arrayContaining(['x-expchck', 'my-theme:panel']));
    // Logged out: a guest's header.
    expect(await page.$('.shop-header .shop-account__name')).toBeNull();
    expect(await page.getAttribute('.shop-header a.shop-account-link', 'href')).toBe('/login.php');
    await p.waitForReady();
    expect(await p.cspViolations()).toEqual([]);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('a click that comes while the widget is still loading is held and replayed on the link: cleared, then followed', async () => {
    const { page, before } = await customerPage('jan.kowalski', ['expchck_a', 'kept']);
    expect(await page.getAttribute('[data-widget="account-logout"]', 'data-widget-state')).toBe('loading');
    // The pointer goes down and the click follows in the same task: the widget cannot have mounted yet.
    await Promise.all([
      page.waitForURL('**/logout.php'),
      page.evaluate((selector) => {
        const link = document.querySelector<HTMLAnchorElement>(selector)!;
        link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        link.click();
      }, LOGOUT),
    ]);
    expect(await storageKeys(page)).toEqual(before.filter((k) => k !== 'expchck_a'));
    expect(await storageKeys(page)).toContain('kept');
    expect(await page.$('.shop-header .shop-account__name')).toBeNull();
  });

  it('by keyboard: focus on the link stays on it as the widget mounts, and Enter clears and logs out', async () => {
    const { page, before } = await customerPage('jan.kowalski', ['expchck_a']);
    await page.focus(LOGOUT);
    await page.waitForSelector('[data-widget="account-logout"][data-widget-state="mounted"]');
    expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), LOGOUT)).toBe(true);
    await Promise.all([page.waitForURL('**/logout.php'), page.keyboard.press('Enter')]);
    expect(await storageKeys(page)).toEqual(before.filter((k) => k !== 'expchck_a'));
  });
});
