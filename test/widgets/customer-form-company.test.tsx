// customer-form and company data (§6, §3.19, through the real loader against the shop handler): while
// the shop does not let clients change company data (isAllowedToChangeCompanyData false, the
// development shop's setting), the company name and NIP the server filled in are read-only with a hint;
// allowed, or no answer, they stay editable; a form without company data asks nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const form = (
  company: string,
  nip: string,
) => `<form id="f" action="/client-edit.php" method="post" data-widget="customer-form" data-when="load" data-props='{"country":"pl","serverValidation":false}'>
  <p><label for="firstname">Imię</label><input id="firstname" name="firstname" data-validate="firstname" required value="Piotr"></p>
  <p><label for="firm">Nazwa firmy</label><input id="firm" name="firm" data-validate="company" value="${company}"></p>
  <p><label for="nip">NIP</label><input id="nip" name="nip" data-validate="nip" value="${nip}" aria-describedby="nip-hint"><small id="nip-hint">10 cyfr</small></p>
  <button type="submit">Zapisz</button>
</form>`;

const $ = (id: string) => document.getElementById(id) as HTMLInputElement;
const settingsCalls = () => h!.requests.filter((r) => r.includes('query=shopSettings'));
const hintOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.startsWith('sf-customer-form-locked-'))
    .map((id) => document.getElementById(id)?.textContent ?? '');
const type = (id: string, value: string) => {
  $(id).value = value;
  $(id).dispatchEvent(new Event('input', { bubbles: true }));
};
/** Settings answered with `allowed` instead of the shop's own false. */
const allowing = (allowed: boolean | null) => (url: string, res: Response) =>
  url.includes('query=shopSettings')
    ? Response.json({ data: { shopSettings: { client: { registrationFormFields: { isAllowedToChangeCompanyData: allowed } } } } })
    : res;

async function mount(html: string, o: Parameters<typeof startWidgets>[1] = {}) {
  h = startWidgets(html, { config: { language: 'pl' }, ...o });
  await h.ready;
}

describe('customer-form company data (§6)', () => {
  it('not allowed: the company name and NIP the server filled in turn read-only, each described by the hint (its own description kept); other fields stay; unmounting gives them back', async () => {
    await mount(form('Drewex Sp. z o.o.', '5261040828'));
    await waitFor(() => expect(hintOf($('firm'))).toEqual(['Danych firmy nie można tu zmienić. Aby je zmienić, skontaktuj się ze sklepem.']));
    expect($('firm').readOnly).toBe(true);
    expect($('nip').readOnly).toBe(true);
    expect(hintOf($('nip'))).toHaveLength(1);
    expect($('nip').getAttribute('aria-describedby')!.split(' ')).toContain('nip-hint');
    expect($('firstname').readOnly).toBe(false);
    expect(settingsCalls()).toHaveLength(1);
    h!.stop();
    await waitFor(() => expect($('firm').readOnly).toBe(false));
    expect($('nip').getAttribute('aria-describedby')).toBe('nip-hint');
    expect(document.querySelector('.sf-customer-form__locked')).toBeNull();
  });

  it("not allowed: a value typed before the answer goes back to the server's", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await mount(form('Drewex Sp. z o.o.', '5261040828'), { answer: async (url, res) => (url.includes('query=shopSettings') ? (await held, res) : res) });
    await waitFor(() => expect(settingsCalls()).toHaveLength(1));
    type('firm', 'Inna firma');
    release();
    await waitFor(() => expect($('firm').readOnly).toBe(true));
    expect($('firm').value).toBe('Drewex Sp. z o.o.');
  });

  it.each([
    ['allowed', allowing(true)],
    ['not said', allowing(null)],
    ['no answer', (url: string, res: Response) => (url.includes('query=shopSettings') ? new Response('down', { status: 500 }) : res)],
  ])('%s: the company fields stay editable', async (_, answer) => {
    await mount(form('Drewex Sp. z o.o.', '5261040828'), { answer });
    await waitFor(() => expect(settingsCalls()).toHaveLength(1));
    // Validated after the 500 ms debounce, long after the settings' answer: a signal that it was read.
    type('nip', '7740001454');
    await waitFor(() => expect($('nip').getAttribute('data-sf-state')).toBe('success'), 3000);
    expect($('firm').readOnly).toBe(false);
    expect($('nip').readOnly).toBe(false);
    expect(document.querySelector('.sf-customer-form__locked')).toBeNull();
  });

  it('no company data in the form (a registration, a client without a company): no settings request, the fields stay editable', async () => {
    await mount(form('', ''));
    type('nip', '5261040828');
    await waitFor(() => expect($('nip').getAttribute('data-sf-state')).toBe('success'), 3000);
    expect(settingsCalls()).toEqual([]);
    expect($('firm').readOnly).toBe(false);
  });
});
