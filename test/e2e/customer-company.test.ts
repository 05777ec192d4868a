// Company data on the development shop (§6, §3.19): the shop does not let clients change company data
// (isAllowedToChangeCompanyData false), so a company client's name and NIP on /client-edit.php are
// read-only with a hint, while the rest of the form is edited and validated as ever. Zero axe
// violations (320, 390, 1280 px) and zero CSP violations.
import { describe, expect, it } from 'vitest';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const FORM = '#client-edit[data-widget-state="mounted"]';
const HINT = 'Danych firmy nie można tu zmienić. Aby je zmienić, skontaktuj się ze sklepem.';

async function customerEdit(login: string) {
  const p = await shop.open('/cms/1');
  const res = await p.page.context().request.post('/graphql/v1/?mutation=login', {
    data: { query: 'mutation($i: LoginInput!) { login(LoginInput: $i) { status } }', variables: { i: { login, password: 'haslo123' } } },
  });
  expect(((await res.json()) as { data: { login: { status: string } } }).data.login.status).toBe('success');
  await p.page.goto('/client-edit.php');
  await p.waitForReady();
  await p.page.waitForSelector(FORM);
  return p;
}

describe('company data (§6)', () => {
  it('a company client: its name and NIP are read-only, described by the hint, and typing changes nothing; the other fields stay editable', async () => {
    const p = await customerEdit('firma.drewex');
    const { page } = p;
    await page.waitForSelector(`.sf-customer-form__locked >> text="${HINT}"`);
    expect(await page.$$eval('.sf-customer-form__locked', (els) => els.length)).toBe(2);
    for (const id of ['client_firm', 'client_nip']) {
      expect(await page.$eval(`#${id}`, (el) => (el as HTMLInputElement).readOnly)).toBe(true);
      const described = await page.$eval(`#${id}`, (el) =>
        (el.getAttribute('aria-describedby') ?? '').split(' ').map((x) => document.getElementById(x)?.textContent ?? ''),
      );
      expect(described).toContain(HINT);
    }
    await page.focus('#client_firm');
    await page.keyboard.type('X');
    expect(await page.inputValue('#client_firm')).toBe('Drewex Sp. z o.o.');
    expect(await page.$eval('#client_firstname', (el) => (el as HTMLInputElement).readOnly)).toBe(false);
    await page.fill('#client_firstname', 'Paweł');
    expect(await page.inputValue('#client_firstname')).toBe('Paweł');
    await expectCleanAtWidths(p);
  });

  it('a client without a company: nothing is locked, and no settings are asked', async () => {
    const p = await customerEdit('anna.nowak');
    const { page } = p;
    // Typed and validated (after the 500 ms debounce): the form is live.
    await page.fill('#client_firm', 'Nowak i Syn');
    await page.waitForSelector('#client_firm[data-sf-state="success"]', { timeout: 5000 });
    expect(await page.$('.sf-customer-form__locked')).toBeNull();
    expect(p.requests('query=shopSettings')).toEqual([]);
  });
});
