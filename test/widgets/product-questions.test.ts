// product-questions through the real loader (happy-dom) against the development shop's
// /questions.php (spec §2.10, §4.1, §5.1): answers as disclosures, the ask dialog, the shared
// field messages, one form-encoded send, success (dialog closed + toast) and failures (text kept).
// Also the endpoint itself: the no-JS form's 303, the JSON answer, the enclosure files.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShop } from '../../fixtures/server/shop.ts';
import { getProduct } from '../../fixtures/data/index.ts';
import { productDetailsData, productQuestionsHtml } from '../../fixtures/pages/product-details.ts';
import { SENT_MESSAGE, BLOCKED_MESSAGE } from '../../fixtures/server/questions.ts';
import { startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
const product = getProduct(1001)!; // three questions
const questions = productDetailsData(product).questions;

const page = () => productQuestionsHtml(product).replace('data-widget="product-questions"', 'data-widget="product-questions" data-when="load"');
const marker = () => document.querySelector<HTMLElement>('[data-widget="product-questions"]')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const field = (label: string) => {
  const l = [...dialog()!.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return document.getElementById(l.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
};
const errorOf = (el: HTMLElement) => {
  const id = el.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};
/** Types like a shopper (React listens to the native value setter + input event). */
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
const posts = () => h!.requests.filter((r) => r.startsWith('POST /questions.php'));
const send = () => dialog()!.querySelector<HTMLButtonElement>('button[type="submit"]')!;

async function openDialog(harness: Harness) {
  await harness.ready;
  const ask = await waitFor(() => marker().querySelector<HTMLButtonElement>('.sf-product-questions__ask-button:not(summary)')!);
  ask.click();
  await waitFor(() => expect(dialog()).not.toBeNull());
  return ask;
}

function fillValid() {
  type(field('Imię'), 'Anna');
  type(field('E-mail'), 'anna@example.com');
  type(field('Pytanie'), 'Czy ten produkt jest dostępny w kolorze niebieskim?');
}

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  history.replaceState(null, '', '/product/1001');
});
afterEach(() => {
  h?.stop();
  h = undefined;
  document.querySelectorAll('.sf-modal').forEach((m) => m.parentElement?.remove());
});

describe('product-questions: the list (§2.10 "list items expand on click")', () => {
  it('each question is a disclosure button controlling its answer', async () => {
    h = startWidgets(page());
    await h.ready;
    const buttons = await waitFor(() => {
      const b = [...marker().querySelectorAll<HTMLButtonElement>('.sf-product-questions__toggle')];
      if (b.length !== questions.length) throw new Error('not mounted');
      return b;
    });
    expect(buttons.map((b) => b.textContent)).toEqual(questions.map((q) => q.question));
    const first = buttons[0]!;
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(first.closest('h3')).not.toBeNull();
    expect(answer.textContent).toContain(questions[0]!.answer);
    const before = first.getAttribute('aria-expanded');
    first.click();
    await waitFor(() => expect(first.getAttribute('aria-expanded')).not.toBe(before));
    expect(answer.hidden).toBe(first.getAttribute('aria-expanded') === 'false');
    first.click();
    await waitFor(() => expect(first.getAttribute('aria-expanded')).toBe(before));
  });

  it('on mount items wholly below the viewport fold, the ones in view stay open (no layout shift)', async () => {
    const ids = questions.map((q) => 'question-' + q.id);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = ids.indexOf(this.id) >= 0 ? 700 + ids.indexOf(this.id) * 80 : 0;
      return { top, bottom: top + 60, height: 60, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    h = startWidgets(page());
    await h.ready;
    const buttons = await waitFor(() => {
      const b = [...marker().querySelectorAll<HTMLButtonElement>('.sf-product-questions__toggle')];
      if (b.length !== 3) throw new Error('not mounted');
      return b;
    });
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'false']); // tops 700, 780, 860
  });
});

describe('product-questions: the ask-about-product dialog', () => {
  it('"ask" opens the form in a modal dialog with the server form\'s fields; the no-JS form is gone', async () => {
    h = startWidgets(page());
    await openDialog(h);
    expect(marker().querySelector('details')).toBeNull();
    const d = dialog()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).toBe('Zadaj pytanie o produkt');
    expect([...d.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Imię', 'E-mail', 'Pytanie']);
    expect(field('E-mail').getAttribute('autocomplete')).toBe('email');
    expect(d.querySelector('form')!.getAttribute('action')).toBe('/questions.php');
  });

  it('validates with the shared §5.1 rules and messages, sending nothing while a field fails', async () => {
    h = startWidgets(page());
    await openDialog(h);
    send().click();
    await waitFor(() => expect(errorOf(field('Imię'))).toBe('Proszę wypełnić to pole.'));
    expect(errorOf(field('E-mail'))).toBe('Proszę wypełnić to pole.');
    expect(errorOf(field('Pytanie'))).toBe('Proszę wypełnić to pole.');
    expect(field('Imię').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Imię'));

    type(field('Imię'), 'Anna2');
    type(field('E-mail'), 'anna@');
    type(field('Pytanie'), 'Krótkie');
    send().click();
    await waitFor(() => expect(errorOf(field('Imię'))).toBe('Pole nie może zawierać cyfr.'));
    expect(errorOf(field('E-mail'))).toBe('Błędnie wpisany adres e-mail. Podaj pełny adres, np. jan.kowalski@example.com');
    expect(errorOf(field('Pytanie'))).toBe('Minimalna liczba znaków dla tego pola to 10');
    expect(posts()).toEqual([]);
  });

  it('checks a field 500 ms after typing stops (§9.2)', async () => {
    h = startWidgets(page());
    await openDialog(h);
    type(field('E-mail'), 'nope');
    await new Promise((r) => setTimeout(r, 300));
    expect(errorOf(field('E-mail'))).toBe('');
    await waitFor(() => expect(errorOf(field('E-mail'))).toMatch(/^Błędnie wpisany adres e-mail/));
    type(field('E-mail'), 'anna@example.com');
    await waitFor(() => expect(errorOf(field('E-mail'))).toBe(''));
  });

  it('sends once, form-encoded to the action like the no-JS form; success closes the dialog and raises a toast', async () => {
    h = startWidgets(page());
    const ask = await openDialog(h);
    const toasts: unknown[] = [];
    h.bus.on('toast:requested', (p) => toasts.push(p));
    fillValid();
    send().click();
    send().click();
    dialog()!
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(h.shop.state.formPosts).toEqual([
      expect.objectContaining({
        path: '/questions.php',
        fields: { product: '1001', name: 'Anna', email: 'anna@example.com', question: 'Czy ten produkt jest dostępny w kolorze niebieskim?' },
      }),
    ]);
    expect(toasts).toEqual([{ kind: 'success', text: SENT_MESSAGE }]);
    await waitFor(() => expect(document.activeElement).toBe(ask));
    // the next question starts empty
    ask.click();
    await waitFor(() => expect(field('Pytanie').value).toBe(''));
  });

  it('a failed send keeps every character and says why; the button is usable again', async () => {
    h = startWidgets(page(), { fault: '500@/questions.php' });
    await openDialog(h);
    fillValid();
    send().click();
    await waitFor(() =>
      expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe('Nie udało się wysłać pytania. Sprawdź połączenie i spróbuj ponownie.'),
    );
    expect(field('Pytanie').value).toBe('Czy ten produkt jest dostępny w kolorze niebieskim?');
    expect(field('Imię').value).toBe('Anna');
    expect(send().getAttribute('aria-disabled')).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('the second click of a double click sends nothing, even when the first send had already failed', async () => {
    h = startWidgets(page(), { fault: '500@/questions.php' });
    await openDialog(h);
    fillValid();
    const click = (detail: number) => send().dispatchEvent(new MouseEvent('click', { detail, bubbles: true, cancelable: true }));
    click(1);
    await waitFor(() => expect(dialog()!.querySelector('[role="alert"]')!.textContent).not.toBe(''));
    await waitFor(() => expect(send().getAttribute('aria-disabled')).toBeNull());
    expect(click(2)).toBe(false); // its submit refused
    click(1); // a click of its own sends again
    await waitFor(() => expect(posts()).toHaveLength(2));
  });

  it("a refusal by the server shows the server's message, also under the field it names", async () => {
    h = startWidgets(page());
    await openDialog(h);
    fillValid();
    type(field('E-mail'), 'anna@blocked.example');
    send().click();
    await waitFor(() => expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe(BLOCKED_MESSAGE));
    expect(errorOf(field('E-mail'))).toBe(BLOCKED_MESSAGE);
    expect(dialog()).not.toBeNull();
  });

  it('a no-JS form opened and typed into before the widget came continues in the dialog, nothing lost', async () => {
    h = startWidgets(page());
    // the widget loads asynchronously: the shopper is quicker
    marker().querySelector('details')!.open = true;
    (document.getElementById('product-ask-question') as HTMLTextAreaElement).value = 'Czy można zamówić grawer?';
    await h.ready;
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(field('Pytanie').value).toBe('Czy można zamówić grawer?');
  });

  it('speaks Italian (catalogue messages in the shop language)', async () => {
    h = startWidgets(page(), { config: { language: 'it' } });
    await openDialog(h);
    send().click();
    await waitFor(() => expect(errorOf(field('Imię'))).toBe('Questo campo è obbligatorio.'));
  });
});

describe('/questions.php (the development shop)', () => {
  const form = (fields: Record<string, string>, accept?: string) =>
    new Request('http://localhost/questions.php', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: accept ? { accept } : {},
    });
  const valid = { product: '1001', name: 'Jan', email: 'jan@example.com', question: 'Czy jest rozmiar XXL?' };

  it('the no-JS form gets a 303 to the confirmation page, which links back to the product', async () => {
    const shop = createShop();
    const res = await shop.handle(form(valid));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/questions.php?sent=1001');
    const confirmation = await (await shop.handle(new Request('http://localhost/questions.php?sent=1001'))).text();
    expect(confirmation).toContain(SENT_MESSAGE);
    expect(confirmation).toContain('href="/product/1001#product-questions"');
    expect(shop.state.formPosts).toHaveLength(1);
  });

  it('answers a fetch with JSON; a problem names its field', async () => {
    const shop = createShop();
    expect(await (await shop.handle(form(valid, 'application/json'))).json()).toEqual({ ok: true, message: SENT_MESSAGE });
    expect(await (await shop.handle(form({ ...valid, question: 'Krótko' }, 'application/json'))).json()).toMatchObject({ ok: false, field: 'question' });
    const noJs = await shop.handle(form({ ...valid, email: 'x' }));
    expect(noJs.status).toBe(200);
    expect(await noJs.text()).toContain('Proszę podać poprawny adres e-mail.');
  });

  it('serves the enclosures (a real PDF) including the GPSR document', async () => {
    const shop = createShop();
    const res = await shop.handle(new Request('http://localhost/data/include/1001/gpsr-bezpieczenstwo.pdf'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await res.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
