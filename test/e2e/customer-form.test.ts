// customer-form in real Chromium on the development shop's form pages: a shopper filling the
// registration form (typing, autofill, submit with errors, fix, submit once), the network failing
// on validation, IBAN and file checks; zero axe and CSP violations on every form page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const MOUNTED = 'form[data-widget="customer-form"][data-widget-state="mounted"]';

const message = (page: Page, id: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id)!;
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x.startsWith('sf-customer-form-msg-'));
    return ids.map((x) => document.getElementById(x)?.textContent ?? '').join('');
  }, id);
const waitState = (page: Page, id: string, s: string) => page.waitForSelector(`#${id}[data-sf-state="${s}"]`, { timeout: 5000 });

/**
 * The forms are posted to the real development shop, which records them (`/__fixture/form-posts`);
 * the fault cookie makes its answer slow (1 s), so a second submit lands while the first is in flight.
 */
async function catchPosts(page: Page, path: string): Promise<() => Promise<string[]>> {
  await page.context().addCookies([{ name: 'fixture-fault', value: encodeURIComponent('slow:1000@' + path), url: new URL('/', page.url()).href }]);
  return async () =>
    ((await (await page.context().request.get('/__fixture/form-posts')).json()) as Array<{ path: string; fields: Record<string, string> }>)
      .filter((post) => post.path === path)
      .map((post) => new URLSearchParams(post.fields).toString());
}

describe('customer-form', () => {
  it.each(['/client-new.php', '/client-address.php', '/login.php'])('%s: zero axe and CSP violations, also with errors shown', async (path) => {
    const p = await shop.open(path);
    await p.page.waitForSelector(MOUNTED, { state: 'attached' });
    let axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);
    await p.page.click('form[data-widget="customer-form"] [type="submit"]');
    await p.page.waitForSelector('form[data-sf-validation-failed]');
    axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('a shopper registers: typing, autofill, submit with errors, fix, one submit (one batched GraphQL request)', async () => {
    const p = await shop.open('/client-new.php', { waitForReady: false });
    const { page } = p;
    // Typed before the widget mounts (it mounts at idle): the same element keeps its value.
    await page.waitForSelector('#client_email');
    await page.evaluate(() => ((document.getElementById('client_login') as HTMLInputElement & { tag?: number }).tag = 7));
    await page.fill('#client_login', 'nowy.klient');
    await page.waitForSelector(MOUNTED, { state: 'attached' });
    expect(await page.inputValue('#client_login')).toBe('nowy.klient');
    expect(await page.evaluate(() => (document.getElementById('client_login') as HTMLInputElement & { tag?: number }).tag)).toBe(7);
    const posts = await catchPosts(page, '/client-new.php');

    // Typing: checked after the 500 ms debounce, the message under the field. The page times every key
    // and every change of the field's state: none may come before the debounce after the last key.
    await page.evaluate(() => {
      const el = document.getElementById('client_email')!;
      const log = { lastKey: -1, stateAtLastKey: 'never typed' as string | null, changes: [] as Array<{ at: number; state: string | null }> };
      (window as unknown as { __emailLog: typeof log }).__emailLog = log;
      // The field's own listener runs before the form's (which sets the debounce timer).
      el.addEventListener('input', () => {
        log.lastKey = performance.now();
        log.stateAtLastKey = el.getAttribute('data-sf-state');
      });
      new MutationObserver(() => log.changes.push({ at: performance.now(), state: el.getAttribute('data-sf-state') })).observe(el, {
        attributeFilter: ['data-sf-state'],
      });
    });
    await page.click('#client_email');
    await page.keyboard.type('jan@', { delay: 30 });
    await waitState(page, 'client_email', 'error');
    const typing = await page.evaluate(
      () =>
        (window as unknown as { __emailLog: { lastKey: number; stateAtLastKey: string | null; changes: Array<{ at: number; state: string | null }> } })
          .__emailLog,
    );
    expect(typing.stateAtLastKey).toBeNull();
    expect(typing.changes.length).toBeGreaterThan(0);
    // Timers never fire early; 1 ms for the clock's rounding.
    expect(typing.changes[0]!.at - typing.lastKey, JSON.stringify(typing)).toBeGreaterThanOrEqual(499);
    expect(await page.getAttribute('#client_email', 'aria-invalid')).toBe('true');
    expect(await message(page, 'client_email')).toContain('jan.kowalski@example.com');
    await page.keyboard.type('example.pl', { delay: 20 });
    await waitState(page, 'client_email', 'success');
    expect(await page.getAttribute('#client_email', 'aria-invalid')).toBeNull();

    await page.fill('#client_password', 'tajne-haslo-1');
    await page.fill('#client_password2', 'tajne-haslo-2');
    await waitState(page, 'client_password2', 'error');
    expect(await message(page, 'client_password2')).toContain('Hasła się różnią');
    await page.fill('#client_password2', 'tajne-haslo-1');
    await waitState(page, 'client_password2', 'success');

    // Autofill: several fields in one go clear every state and revalidate the whole form.
    await page.evaluate(() => {
      const set = (id: string, v: string) => {
        const el = document.getElementById(id) as HTMLInputElement;
        el.value = v;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      set('client_firstname', 'Jan');
      set('client_lastname', 'Nowak');
      set('client_street', 'Długa');
      set('client_zipcode', '00000');
      set('client_city', 'Warszawa');
    });
    await waitState(page, 'client_firstname', 'success');
    await waitState(page, 'client_zipcode', 'error');
    expect(await message(page, 'client_zipcode')).toContain('XX-XXX');
    // The street has no number, the required house number is empty: the error sits on the number.
    await waitState(page, 'client_street_number', 'error');

    // Submit with errors: not sent, the failed mark, focus on the first invalid field, ONE request.
    const before = p.requests('/graphql').length;
    await page.click('button[name="register"]');
    await page.waitForSelector('form[data-sf-validation-failed]', { timeout: 5000 });
    // The form is marked once the check is answered: every request of the submit has been started by
    // then, so the sentinel logs them all; a form post would be among them, and once it is answered
    // (slowly) the shop has recorded it.
    await p.flushRequests();
    await p.requestsSettled('/client-new.php');
    const submitRequests = p.requests('/graphql').slice(before);
    expect(submitRequests).toEqual([expect.stringContaining('/graphql/v1/?query=validateClientData')]);
    expect(await posts()).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('client_street_number');

    // Fix everything, then a double click submits exactly once.
    await page.fill('#client_street_number', '5');
    await page.fill('#client_zipcode', '00-950');
    await page.fill('#client_phone', '600100200');
    await page.check('#client_terms');
    // Each changed field checked after its debounce, and fine.
    for (const id of ['client_street_number', 'client_zipcode', 'client_phone', 'client_terms']) await waitState(page, id, 'success');
    // A double submit (two clicks in one task) validates once and sends once; while the POST is
    // in flight the form is marked submitting and one more submit is blocked.
    const marked = await page.evaluate(async () => {
      const form = document.getElementById('client-new')!;
      const button = form.querySelector<HTMLButtonElement>('button[name="register"]')!;
      // Resolves as soon as the form is marked (or never, and the test times out).
      const marked = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!form.hasAttribute('data-sf-submitting')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(form, { attributeFilter: ['data-sf-submitting'] });
      });
      button.click();
      button.click();
      await marked;
      const submitting = form.hasAttribute('data-sf-submitting');
      button.click();
      return submitting;
    });
    expect(marked).toBe(true);
    await expect.poll(async () => (await posts()).length, { timeout: 5000 }).toBe(1);
    await page.waitForSelector('text=Dziękujemy, formularz został wysłany', { timeout: 5000 });
    // Every post the page started has been answered (or dropped), so the shop has recorded each one.
    await p.requestsSettled('/client-new.php');
    expect(p.requestLog.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/client-new.php')).toHaveLength(1);
    const sent = await posts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('nowy.klient');
    expect(consoleErrors(p)).toEqual([]);
  });

  it('the validation call fails on the network (500): the field counts as valid', async () => {
    const p = await shop.open('/client-new.php', { cookies: { 'fixture-fault': '500@/graphql' } });
    const { page } = p;
    await page.waitForSelector(MOUNTED, { state: 'attached' });
    await page.fill('#client_city', 'Warszawa1');
    await waitState(page, 'client_city', 'success');
    expect(p.requests('/graphql').some((u) => u.includes('validateClientData'))).toBe(true);
  });

  it('IBAN: verify_iban with a non-zero errno is incorrect_iban; a valid IBAN passes', async () => {
    const p = await shop.open('/client-address.php');
    const { page } = p;
    await page.waitForSelector(MOUNTED, { state: 'attached' });
    await page.fill('#delivery_iban', 'PL61 1090 1014 0000 0712 1981 2875');
    await waitState(page, 'delivery_iban', 'error');
    expect(await message(page, 'delivery_iban')).toBe('Format numeru rachunku bankowego jest niepoprawny.');
    await page.fill('#delivery_iban', 'PL61 1090 1014 0000 0712 1981 2874');
    await waitState(page, 'delivery_iban', 'success');
    expect(p.requests('/ajax/payments.php')).toHaveLength(2);
  });

  it('file inputs: a blacklisted type or a file over max_filesize is cleared with the alert', async () => {
    const p = await shop.open('/client-new.php');
    const { page } = p;
    await page.waitForSelector(MOUNTED, { state: 'attached' });
    await page.setInputFiles('#client_photo', { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await waitState(page, 'client_photo', 'error');
    expect(await page.evaluate(() => (document.getElementById('client_photo') as HTMLInputElement).files!.length)).toBe(0);
    expect(await message(page, 'client_photo')).toContain('setup.exe');
    await page.setInputFiles('#client_photo', { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2 * 1024 * 1024) });
    await page.waitForFunction(() => document.getElementById('client_photo')!.getAttribute('aria-describedby') !== null);
    expect(await message(page, 'client_photo')).toBe('Nie można wgrać pliku big.jpg, ponieważ przekracza dozwolony rozmiar 1.00MB.');
  });

  it('the Italian texts (?lang=it)', async () => {
    const p = await shop.open('/client-new.php?lang=it');
    const { page } = p;
    await page.waitForSelector(MOUNTED, { state: 'attached' });
    await page.click('button[name="register"]');
    await waitState(page, 'client_firstname', 'error');
    expect(await message(page, 'client_firstname')).toBe('Questo campo è obbligatorio.');
  });

  it('an unchecked required checkbox (the terms) blocks the submit: aria-invalid, the error style, focus on it, no text (§5.1)', async () => {
    const p = await shop.open('/client-new.php');
    const { page } = p;
    await page.waitForSelector(MOUNTED, { state: 'attached' });
    const values: Record<string, string> = {
      client_email: 'nowy.klient@example.pl',
      client_login: 'nowy.klient',
      client_password: 'tajne-haslo-1',
      client_password2: 'tajne-haslo-1',
      client_firstname: 'Jan',
      client_lastname: 'Nowak',
      client_street: 'Długa',
      client_street_number: '5',
      client_zipcode: '00-950',
      client_city: 'Warszawa',
      client_phone: '600100200',
    };
    for (const [id, value] of Object.entries(values)) await page.fill('#' + id, value);
    await waitState(page, 'client_phone', 'success');
    await page.click('button[name="register"]');
    await page.waitForSelector('form[data-sf-validation-failed]');
    await waitState(page, 'client_terms', 'error');
    expect(await page.getAttribute('#client_terms', 'aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('client_terms');
    // every other field is fine: the terms are the only error
    expect(await page.$$eval('form [aria-invalid="true"]', (els) => els.map((e) => e.id))).toEqual(['client_terms']);
    // The error style: an outline in the error colour around the box, the label in the error colour.
    const look = await page.$eval('#client_terms', (box) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--sf-color-error)';
      document.body.append(probe);
      const error = getComputedStyle(probe).color;
      probe.remove();
      const s = getComputedStyle(box);
      return { error, outline: s.outlineStyle, outlineColor: s.outlineColor, label: getComputedStyle(box.closest('label')!).color };
    });
    expect(look.outline).toBe('solid');
    expect(look.outlineColor).toBe(look.error);
    expect(look.label).toBe(look.error);
    // §5.1: no text for the checkbox.
    expect(await message(page, 'client_terms')).toBe('');
    const axe = await runAxe(page);
    expect(axe, formatViolations(axe)).toEqual([]);
  });
});
