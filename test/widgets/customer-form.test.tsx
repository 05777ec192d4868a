// customer-form through the real loader (happy-dom) against the shop handler: the server form is
// kept (same elements, typed values), states and messages with aria, the 500 ms debounce,
// autofill, field links, ONE batched validateClientData per full validation, network failure,
// submit blocking, files, and the clean unmount.
import { afterEach, describe, expect, it } from 'vitest';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const FORM = `<form id="f" action="/client-new.php" method="post" data-widget="customer-form" data-when="load" data-props='{"country":"pl"}'>
  <p><label for="email">E-mail</label><input id="email" name="email" type="email" data-validate="email" data-new-client required></p>
  <p><label for="login">Login</label><input id="login" name="login" data-validate="login" data-password-field="password" required autocomplete="username"></p>
  <p><label for="password">Hasło</label><input id="password" name="password" type="password" data-validate="password" data-login-field="login" required autocomplete="new-password"></p>
  <p><label for="password2">Powtórz</label><input id="password2" name="password2" type="password" data-validate="password-confirm" data-confirm="password" required></p>
  <p><label for="firstname">Imię</label><input id="firstname" name="firstname" data-validate="firstname" required aria-describedby="firstname-hint"><small id="firstname-hint">np. Jan</small></p>
  <p><label for="street">Ulica</label><input id="street" name="street" data-validate="street" data-house-number="number" required></p>
  <p><label for="number">Nr</label><input id="number" name="number" data-validate="street-number" data-validate-with="street"></p>
  <p><label for="zip">Kod</label><input id="zip" name="zip" data-validate="zipcode" required></p>
  <p><label for="city">Miasto</label><input id="city" name="city" data-validate="city" required></p>
  <p><label for="region">Kraj</label><select id="region" name="region" data-validate="country" required><option value="">Wybierz</option><option value="pl" selected>Polska</option><option value="de">Niemcy</option></select></p>
  <p><label for="iban">IBAN</label><input id="iban" name="iban" data-validate="iban"></p>
  <p><label for="photo">Zdjęcie</label><input id="photo" name="photo" type="file" data-max-filesize="1000"></p>
  <p><label><input type="checkbox" id="terms" name="terms" data-validate="checkbox" required> Regulamin</label></p>
  <button id="send" type="submit" name="send" value="1">Wyślij</button>
</form>`;

const $ = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;
const gql = () => h!.requests.filter((r) => r.includes('/graphql'));
const msg = (id: string) => {
  const ids = ($(id).getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x.startsWith('sf-customer-form-msg-'));
  return ids.map((x) => document.getElementById(x)?.textContent ?? '').join('');
};
const type = (id: string, value: string) => {
  const el = $(id);
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function mount(html = FORM, fault?: string, language = 'pl') {
  h = startWidgets(html, { config: { language }, fault });
  await h.ready;
  await waitFor(() => expect($('f').getAttribute('data-widget-state')).toBe('mounted'));
}

function fillValid() {
  const set = (id: string, v: string) => ($(id).value = v);
  set('email', 'nowy@example.pl');
  set('login', 'nowy.klient');
  set('password', 'tajne-haslo');
  set('password2', 'tajne-haslo');
  set('firstname', 'Jan');
  set('street', 'Długa');
  set('number', '5');
  set('zip', '00-950');
  set('city', 'Warszawa');
  $('terms').checked = true;
}

describe('customer-form', () => {
  it('keeps the server fields: the same elements, typed values and focus survive mounting', async () => {
    h = startWidgets(FORM, { config: { language: 'pl' } });
    const email = $('email');
    email.value = 'wpisane@przed.pl';
    email.focus();
    await h.ready;
    await waitFor(() => expect($('f').getAttribute('data-widget-state')).toBe('mounted'));
    expect($('email')).toBe(email);
    expect(email.value).toBe('wpisane@przed.pl');
    expect(email.isConnected && $('f').contains(email)).toBe(true);
    expect(document.activeElement).toBe(email);
    expect($('f').querySelectorAll('input#email')).toHaveLength(1);
    // One message container after each validated field (after the label wrapping a checkbox).
    expect(email.nextElementSibling?.className).toBe('sf-customer-form__message');
    expect($('terms').parentElement!.nextElementSibling?.className).toBe('sf-customer-form__message');
    expect($<HTMLFormElement>('f').noValidate).toBe(true);
  });

  it('typing: checked 500 ms after the last input, the message under the field linked by aria-describedby', async () => {
    await mount();
    type('firstname', 'Jan3');
    await sleep(300);
    expect($('firstname').getAttribute('data-sf-state')).toBeNull();
    await waitFor(() => expect($('firstname').getAttribute('data-sf-state')).toBe('error'));
    expect($('firstname').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(msg('firstname')).toBe('Pole nie może zawierać cyfr.'));
    // The theme's own description stays.
    expect($('firstname').getAttribute('aria-describedby')).toMatch(/^firstname-hint sf-customer-form-msg-\d+$/);
    type('firstname', 'Jan');
    await waitFor(() => expect($('firstname').getAttribute('data-sf-state')).toBe('success'));
    expect($('firstname').getAttribute('aria-invalid')).toBeNull();
    expect($('firstname').getAttribute('aria-describedby')).toBe('firstname-hint');
    expect(gql().filter((r) => r.includes('validateClientData'))).toHaveLength(1);
  });

  it('an emptied field is flagged empty and required', async () => {
    await mount();
    type('city', 'Kraków');
    expect($('city').hasAttribute('data-sf-empty')).toBe(false);
    await sleep(10);
    type('city', '');
    expect($('city').hasAttribute('data-sf-empty')).toBe(true);
    await waitFor(() => expect($('city').getAttribute('data-sf-state')).toBe('error'));
    expect($('city').hasAttribute('data-sf-empty')).toBe(true);
    await waitFor(() => expect(msg('city')).toBe('Proszę wypełnić to pole.'));
  });

  it('autofill (several fields in one go) clears all states and validates the whole form in ONE request', async () => {
    await mount(FORM, 'slow:300@/graphql');
    type('firstname', 'Jan3');
    await waitFor(() => expect($('firstname').getAttribute('data-sf-state')).toBe('error'));
    const before = gql().length;
    type('firstname', 'Jan');
    type('city', 'Warszawa');
    type('zip', '00950');
    await sleep(20);
    // Cleared at once, before any answer.
    expect($('firstname').getAttribute('data-sf-state')).toBeNull();
    await waitFor(() => expect($('zip').getAttribute('data-sf-state')).toBe('error'));
    await waitFor(() => expect(msg('zip')).toBe('Błędny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju [X - cyfra, Y - litera]: XX-XXX'));
    expect($('firstname').getAttribute('data-sf-state')).toBe('success');
    expect($('email').getAttribute('data-sf-state')).toBe('error'); // the whole form: empty required fields too
    expect(gql().slice(before)).toEqual([expect.stringContaining('/graphql/v1/?query=validateClientData')]);
  });

  it('username / current-password autofill does not count as "several fields"', async () => {
    await mount();
    type('login', 'janek1');
    type('city', 'Warszawa');
    await sleep(20);
    // Only one counted field changed: each is debounced on its own, nothing else is checked.
    await waitFor(() => expect($('city').getAttribute('data-sf-state')).toBe('success'));
    expect($('email').getAttribute('data-sf-state')).toBeNull();
  });

  it('submit with errors: one batched request, the failed mark, focus on the first invalid field, not sent', async () => {
    await mount();
    fillValid();
    $('street').value = 'Długa';
    $('number').value = '';
    $('zip').value = '12345';
    let sent = 0;
    $('f').addEventListener('submit', (e) => !e.defaultPrevented && (sent++, e.preventDefault()));
    const before = gql().length;
    $('send').click();
    await waitFor(() => expect($('f').hasAttribute('data-sf-validation-failed')).toBe(true));
    const calls = gql().slice(before);
    expect(calls).toEqual([expect.stringContaining('?query=validateClientData')]);
    // The street's answer put no_street_number on the house number (§4.1).
    expect($('number').getAttribute('data-sf-state')).toBe('error');
    await waitFor(() => expect(msg('number')).toBe('Podaj numer domu.'));
    expect($('street').getAttribute('data-sf-state')).toBe('success');
    expect($('zip').getAttribute('data-sf-state')).toBe('error');
    expect(document.activeElement).toBe($('number'));
    expect(sent).toBe(0);
  });

  it('submit when valid: sent exactly once, further submits blocked while submitting', async () => {
    await mount();
    fillValid();
    const sent: Array<string | null> = [];
    $('f').addEventListener('submit', (e) => {
      if (!e.defaultPrevented) sent.push((e.submitter as HTMLButtonElement | null)?.name ?? null);
      e.preventDefault(); // happy-dom: stands in for the navigation
    });
    $('send').click();
    $('send').click();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual(['send']);
    expect($('f').hasAttribute('data-sf-submitting')).toBe(true);
    expect($('f').hasAttribute('data-sf-validation-failed')).toBe(false);
    $('send').click();
    await sleep(100);
    expect(sent).toHaveLength(1);
  });

  it('a network failure on validation counts as valid', async () => {
    await mount(FORM, '500@/graphql');
    type('city', 'Warszawa9');
    await waitFor(() => expect($('city').getAttribute('data-sf-state')).toBe('success'));
    expect(gql().some((r) => r.includes('validateClientData'))).toBe(true);
  });

  it('the login puts password codes on the password; the password ignores login codes', async () => {
    await mount();
    $('password').value = 'janek123';
    type('login', 'janek123');
    await waitFor(() => expect($('password').getAttribute('data-sf-state')).toBe('error'));
    await waitFor(() => expect(msg('password')).toBe('Hasło jest takie samo jak login.'));
    expect($('login').getAttribute('data-sf-state')).toBe('success');
    // A taken login: the login shows it, the password check ignores it.
    type('login', 'jan');
    await waitFor(() => expect($('login').getAttribute('data-sf-state')).toBe('error'));
    await waitFor(() => expect(msg('login')).toBe('Ten login jest już zajęty. Proponowany login: jan1'));
    type('password', 'inne-haslo');
    await waitFor(() => expect($('password').getAttribute('data-sf-state')).toBe('success'));
  });

  it('the confirmation follows its password', async () => {
    await mount();
    type('password', 'tajne-haslo');
    type('password2', 'tajne-haslx'); // two fields at once: whole-form check
    await waitFor(() => expect($('password2').getAttribute('data-sf-state')).toBe('error'));
    await waitFor(() => expect(msg('password2')).toBe('Hasła się różnią. Wpisz ponownie hasło i jego potwierdzenie.'));
  });

  it('e-mail of an existing client on a registration form', async () => {
    await mount();
    type('email', 'klient@example.com');
    await waitFor(() => expect($('email').getAttribute('data-sf-state')).toBe('error'));
    await waitFor(() => expect(msg('email')).toMatch(/już istnieje/));
  });

  it('IBAN: verify_iban, non-zero errno → incorrect_iban', async () => {
    await mount();
    type('iban', 'DE89 3704 0044 0532 0130 01');
    await waitFor(() => expect($('iban').getAttribute('data-sf-state')).toBe('error'));
    await waitFor(() => expect(msg('iban')).toBe('Format numeru rachunku bankowego jest niepoprawny.'));
    expect(h!.requests).toContain('GET /ajax/payments.php?action=verify_iban&bankAccount=DE89370400440532013001');
    type('iban', 'DE89 3704 0044 0532 0130 00');
    await waitFor(() => expect($('iban').getAttribute('data-sf-state')).toBe('success'));
  });

  it('a validated checkbox must be checked; it shows no text', async () => {
    await mount();
    fillValid();
    $('terms').checked = false;
    $('send').click();
    await waitFor(() => expect($('terms').getAttribute('aria-invalid')).toBe('true'));
    expect($('terms').getAttribute('aria-describedby')).toBeNull();
    expect(document.activeElement).toBe($('terms'));
  });

  it('file inputs: a blacklisted extension or a file over max_filesize clears the input with the alert', async () => {
    await mount(FORM, undefined, 'it');
    const input = $('photo');
    const pick = (file: File) => {
      Object.defineProperty(input, 'files', { configurable: true, get: () => [file] });
      Object.defineProperty(input, 'value', {
        configurable: true,
        get: () => 'C:\\fakepath\\' + file.name,
        set: () => Object.defineProperty(input, 'files', { configurable: true, get: () => [] }),
      });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    pick(new File(['MZ'], 'setup.EXE', { type: 'application/octet-stream' }));
    await waitFor(() => expect(msg('photo')).toBe('Non è possibile caricare il file setup.EXE perché il tipo di file non è valido..'));
    expect(input.files).toHaveLength(0);
    pick(new File([new Uint8Array(2000)], 'foto.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(msg('photo')).toBe('Il file foto.jpg non può essere caricato perché supera la dimensione consentita di 0.00MB..'));
    pick(new File([new Uint8Array(10)], 'ok.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect($('photo').getAttribute('aria-invalid')).toBeNull());
  });

  it('unmounting removes the messages and attributes and leaves the fields with their values', async () => {
    await mount();
    type('firstname', 'Jan3');
    await waitFor(() => expect($('firstname').getAttribute('data-sf-state')).toBe('error'));
    const el = $('firstname');
    h!.api.unmount($('f'));
    await waitFor(() => expect(document.querySelector('.sf-customer-form__message')).toBeNull());
    await sleep(10);
    expect($('firstname')).toBe(el);
    expect(el.value).toBe('Jan3');
    expect(el.getAttribute('aria-invalid')).toBeNull();
    expect(el.getAttribute('aria-describedby')).toBe('firstname-hint');
    expect($<HTMLFormElement>('f').noValidate).toBe(false);
  });
});

describe('a marker that is not a <form>', () => {
  it('fails with one message that names the widget once and says what to do', async () => {
    expectConsoleError(/^customer-form: the marker must be the <form> itself: put data-widget="customer-form" on the <form> element$/);
    h = startWidgets('<div id="m" data-widget="customer-form" data-when="load"><form><input name="a" required></form></div>', { config: { language: 'pl' } });
    await h.ready;
    expect(markerState(document.getElementById('m'))).toBe('error');
  });
});
