// customer-form on a login form (props `login`) through the real loader against the shop handler:
// the §5.2 client checks first, then ONE `login` mutation instead of posting the page; the answer
// in the form (role=status / role=alert, named by the form's aria-describedby), what was typed kept,
// a double submit sending once, and the way back (`returnUrl`, paths on this shop only).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import type { BusEvents } from '../../src/core/events.ts';

let h: Harness | undefined;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
/** Submits that were not stopped: a post of the page. */
let posted: number;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  posted = 0;
});
afterEach(() => {
  h?.stop();
  h = undefined;
});

const form = (
  login: object = { returnUrl: '/basketedit.php' },
) => `<form id="f" action="/login.php" method="post" data-widget="customer-form" data-when="load" data-props='${JSON.stringify({ serverValidation: false, login })}'>
  <p><label for="login">Login lub e-mail</label><input id="login" name="login" data-validate="login" required autocomplete="username"></p>
  <p><label for="password">Hasło</label><input id="password" name="password" type="password" data-validate="password" required autocomplete="current-password"></p>
  <button id="send" type="submit">Zaloguj się</button>
</form>`;

const $ = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;
const logins = () => h!.requests.filter((r) => r.includes('?mutation=login'));
const posts = () => h!.requests.filter((r) => r.startsWith('POST /login.php'));
const status = () => document.querySelector('.sf-customer-form__status [role="status"]')?.textContent;
const alert = () => document.querySelector('.sf-customer-form__status [role="alert"]')?.textContent ?? null;
const fieldMessage = (id: string) =>
  ($(id).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((x) => document.getElementById(x)?.textContent ?? '')
    .join('');

async function mount(html = form(), o: { fault?: string; language?: string } = {}) {
  h = startWidgets(html, { config: { language: o.language ?? 'pl' }, ...(o.fault ? { fault: o.fault } : {}) });
  await h.ready;
  await waitFor(() => expect(markerState($('f'))).toBe('mounted'));
  $('f').addEventListener('submit', (e) => {
    if (!e.defaultPrevented) posted++;
    e.preventDefault(); // happy-dom: stands in for the navigation
  });
}
function fill(login: string, password: string) {
  $('login').value = login;
  $('password').value = password;
}

describe('customer-form: a login form (props login)', () => {
  it('valid: one login call, no post; logged in, said politely, basket:changed told, then back to returnUrl', async () => {
    await mount();
    const changed: Array<BusEvents['basket:changed']> = [];
    h!.bus.on('basket:changed', (e) => changed.push(e));
    fill('jan.kowalski', 'haslo123');
    $('send').click();
    await waitFor(() => expect(status()).toBe('Zalogowano.'));
    expect(logins()).toEqual(['POST /graphql/v1/?mutation=login']);
    expect(alert()).toBeNull();
    expect(changed).toEqual([{ source: 'customer-form', refreshed: true }]);
    expect(assign).toHaveBeenCalledWith('/basketedit.php');
    // The answer is part of the form's description.
    const box = document.querySelector('.sf-customer-form__status')!;
    expect($('f').getAttribute('aria-describedby')).toBe(box.id);
    expect($('send').nextElementSibling).toBe(box);
    // Done: a further submit is refused at once (a submit that went on would check the fields and
    // start its call in microtasks: one task later it would be in the request log).
    const again = new SubmitEvent('submit', { cancelable: true, submitter: $('send') });
    $('f').dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(logins()).toHaveLength(1);
    expect(status()).toBe('Zalogowano.');
    expect(posted).toBe(0);
    expect(posts()).toEqual([]);
  });

  it.each([
    ['too short', 'ja'],
    ['a space', 'jan kowalski'],
    ['a character outside letters, digits and @ . - _', 'jan!kowalski'],
    ['over 40 characters', 'j'.repeat(41)],
  ])('a login with %s (§5.2): no call, the field message', async (_, login) => {
    await mount();
    fill(login, 'haslo123');
    $('send').click();
    // The field is marked and its message written in one state; wait for the message itself.
    await waitFor(() => expect(fieldMessage('login')).toBe('Login musi mieć od 3 do 40 znaków. Dozwolone są litery, cyfry oraz znaki @ . - _'));
    expect($('login').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe($('login'));
    expect(logins()).toEqual([]);
    expect(posted).toBe(0);
    expect(status()).toBe('');
  });

  it('a password under 6 characters (§5.2): no call, the field message', async () => {
    await mount();
    fill('jan.kowalski', 'has');
    $('send').click();
    await waitFor(() => expect(fieldMessage('password')).toBe('Hasło jest za krótkie (minimum 6 znaków).'));
    expect(logins()).toEqual([]);
  });

  it.each([
    ['pl', 'Podany login lub hasło są nieprawidłowe.'],
    ['it', 'Il login o la password immessi non sono validi'],
    ['en', 'The login or password you entered is not valid.'],
  ])('a wrong password (%s): the §8.4 text as an alert, what was typed kept, the form free again', async (language, text) => {
    await mount(form(), { language });
    fill('jan.kowalski', 'zle-haslo');
    $('send').click();
    await waitFor(() => expect(alert()).toBe(text));
    expect(status()).toBe('');
    expect($('login').value).toBe('jan.kowalski');
    expect($('password').value).toBe('zle-haslo');
    expect($('f').getAttribute('aria-describedby')).toBe(document.querySelector('.sf-customer-form__status')!.id);
    expect($('send').hasAttribute('aria-disabled')).toBe(false);
    expect($('f').hasAttribute('data-sf-submitting')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(posted).toBe(0);
    // Corrected, it goes through.
    $('password').value = 'haslo123';
    $('send').click();
    await waitFor(() => expect(status()).toBe(language === 'pl' ? 'Zalogowano.' : language === 'it' ? 'Accesso effettuato.' : 'You are logged in.'));
    expect(alert()).toBeNull();
    expect(logins()).toHaveLength(2);
  });

  it('no answer (500): says the shop could not be reached, keeps what was typed, and can be tried again', async () => {
    await mount(form(), { fault: '500@/graphql' });
    fill('jan.kowalski', 'haslo123');
    $('send').click();
    await waitFor(() => expect(alert()).toBe('Brak połączenia ze sklepem: nie zalogowano. Sprawdź połączenie i spróbuj ponownie.'));
    expect($('login').value).toBe('jan.kowalski');
    expect($('password').value).toBe('haslo123');
    expect(assign).not.toHaveBeenCalled();
    expect(posted).toBe(0);
    $('send').click();
    await waitFor(() => expect(logins()).toHaveLength(2));
  });

  it('a double submit sends once; while the call is out the button is busy and it says so', async () => {
    await mount(form(), { fault: 'slow:300@/graphql' });
    fill('anna.nowak', 'haslo123');
    $('send').click();
    $('send').click();
    await waitFor(() => expect(status()).toBe('Logowanie…'));
    expect($('send').getAttribute('aria-disabled')).toBe('true');
    expect($('f').hasAttribute('data-sf-submitting')).toBe(true);
    $('send').click();
    $<HTMLFormElement>('f').requestSubmit();
    await waitFor(() => expect(status()).toBe('Zalogowano.'));
    expect(logins()).toEqual(['POST /graphql/v1/?mutation=login']);
    expect(posted).toBe(0);
  });

  it.each([['//evil.example/'], ['https://evil.example/'], ['javascript:alert(1)']])(
    'returnUrl %s is not a path on this shop: logged in, and it stays',
    async (returnUrl) => {
      await mount(form({ returnUrl }));
      fill('jan.kowalski', 'haslo123');
      $('send').click();
      await waitFor(() => expect(status()).toBe('Zalogowano.'));
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('without props login the form is posted as before', async () => {
    await mount(form().replace(/data-props='[^']*'/, `data-props='{"serverValidation":false}'`));
    fill('jan.kowalski', 'haslo123');
    $('send').click();
    await waitFor(() => expect(posted).toBe(1));
    expect(logins()).toEqual([]);
    expect(document.querySelector('.sf-customer-form__status')).toBeNull();
  });

  it('a login form without its login and password fields fails and keeps the server form', async () => {
    expectConsoleError(/^customer-form: props login: the form needs inputs data-validate="login" and "password"$/);
    h = startWidgets(
      `<form id="f" data-widget="customer-form" data-when="load" data-props='{"login":{}}'><input id="login" name="login" required><button>OK</button></form>`,
      {
        config: { language: 'pl' },
      },
    );
    await h.ready;
    expect(markerState($('f'))).toBe('error');
    expect($('login').isConnected).toBe(true);
  });

  it("unmounting takes the status box and the form's description away", async () => {
    await mount();
    fill('jan.kowalski', 'zle-haslo');
    $('send').click();
    await waitFor(() => expect(alert()).not.toBeNull());
    h!.api.unmount($('f'));
    await waitFor(() => expect(document.querySelector('.sf-customer-form__status')).toBeNull());
    expect($('f').hasAttribute('aria-describedby')).toBe(false);
    expect($('login').value).toBe('jan.kowalski');
  });
});
