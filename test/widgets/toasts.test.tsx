// The toasts widget through the real loader: any code raises a toast over the bus (§2.9, §9.2).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
afterEach(() => {
  vi.useRealTimers();
  h?.stop();
  h = undefined;
});

const MARKER = '<div data-widget="toasts"></div>';
const toasts = () => [...document.querySelectorAll<HTMLElement>('.sf-toast')];
// React's scheduler keeps the real setImmediate it found at load; only timers and Date are faked.
const realImmediate = setImmediate;
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await new Promise((r) => realImmediate(r));
  await new Promise((r) => realImmediate(r));
}
const texts = () => toasts().map((t) => t.querySelector('.sf-toast__text')!.textContent);
/** The toasts widget loads when the page is idle, after `storefront:ready` (widgets/registry.ts). */
const mounted = (count = 1) =>
  waitFor(() => expect([...document.querySelectorAll('[data-widget="toasts"]')].filter((el) => markerState(el) === 'mounted')).toHaveLength(count));

describe('toasts widget', () => {
  it('mounts once per page when the page is idle, and shows a requested toast in the right live region', async () => {
    h = startWidgets(MARKER);
    expect((await h.ready).mounted).toEqual([]); // storefront:ready does not wait for it
    await mounted();
    // The live regions exist before the first toast, so its insertion is announced.
    expect(document.querySelector('[role="alert"]')).not.toBeNull();
    h.api.emit('toast:requested', { kind: 'success', text: 'Dodano do koszyka' });
    h.api.emit('toast:requested', { kind: 'error', text: 'Błąd połączenia' });
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(document.querySelector('[role="status"][aria-live="polite"]')!.textContent).toContain('Dodano do koszyka');
    expect(document.querySelector('[role="alert"][aria-live="assertive"]')!.textContent).toContain('Błąd połączenia');
    expect(texts()).toEqual(['Sukces: Dodano do koszyka', 'Błąd: Błąd połączenia']);
    expect(toasts()[0]!.querySelector('button')!.getAttribute('aria-label')).toBe('Zamknij');
  });

  it('a toast requested before the widget has mounted shows once it has, in its live region', async () => {
    h = startWidgets(MARKER);
    await h.ready;
    expect(markerState(document.querySelector('[data-widget="toasts"]'))).toBe('loading'); // not mounted yet…
    h.api.emit('toast:requested', { kind: 'error', text: 'Wcześniej' }); // …when the toast comes
    await mounted();
    await waitFor(() => expect(texts()).toEqual(['Błąd: Wcześniej']));
    expect(document.querySelector('[role="alert"][aria-live="assertive"]')!.textContent).toContain('Wcześniej');
  });

  it('uses the shop language for its labels', async () => {
    h = startWidgets(MARKER, { config: { language: 'it' } });
    await mounted();
    h.api.emit('toast:requested', { kind: 'warning', text: 'Attenzione' });
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]!.querySelector('button')!.getAttribute('aria-label')).toBe('Chiudi');
    expect(texts()).toEqual(['Avviso: Attenzione']);
  });

  it('a second marker does not double toasts; the next host takes over when the first goes away', async () => {
    h = startWidgets('<div id="t1" data-widget="toasts"></div><div id="t2" data-widget="toasts"></div>');
    await mounted(2);
    await waitFor(() => expect(document.querySelectorAll('.sf-toasts')).toHaveLength(1));
    h.api.emit('toast:requested', { kind: 'info', text: 'Once' });
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(texts()).toEqual(['Informacja: Once']);
    expect(document.getElementById('t1')!.querySelector('.sf-toast')).not.toBeNull();

    document.getElementById('t1')!.remove();
    await waitFor(() => expect(document.getElementById('t2')!.querySelector('.sf-toasts')).not.toBeNull());
    h.api.emit('toast:requested', { kind: 'info', text: 'Again' });
    await waitFor(() => expect(texts()).toEqual(['Informacja: Again']));
  });

  it('ignores payloads without text', async () => {
    h = startWidgets(MARKER);
    await mounted();
    h.api.emit('toast:requested', { kind: 'info' } as never);
    h.api.emit('toast:requested', { kind: 'info', text: 'Real' });
    await waitFor(() => expect(texts()).toEqual(['Informacja: Real']));
  });

  it('times out: 4000 ms + 0.5 s fade by default, 10 s for errors, durationMs wins (fake clock)', async () => {
    h = startWidgets(MARKER);
    await mounted();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    h.api.emit('toast:requested', { kind: 'info', text: 'Info' });
    h.api.emit('toast:requested', { kind: 'error', text: 'Error' });
    h.api.emit('toast:requested', { kind: 'success', text: 'Custom', durationMs: 7000 });
    await advance(0);
    expect(texts()).toEqual(['Informacja: Info', 'Sukces: Custom', 'Błąd: Error']);
    const leaving = () => toasts().filter((t) => t.hasAttribute('data-leaving')).length;
    await advance(3990);
    expect(leaving()).toBe(0);
    await advance(10);
    expect(leaving()).toBe(1);
    await advance(500);
    expect(texts()).toEqual(['Sukces: Custom', 'Błąd: Error']);
    await advance(2500); // t = 7000
    expect(leaving()).toBe(1);
    await advance(500);
    expect(texts()).toEqual(['Błąd: Error']);
    await advance(2490); // t = 9990
    expect(leaving()).toBe(0);
    await advance(510);
    expect(texts()).toEqual([]);
  });

  it('the close button removes a toast after the fade', async () => {
    h = startWidgets(MARKER);
    await mounted();
    h.api.emit('toast:requested', { kind: 'error', text: 'Close me' });
    await waitFor(() => expect(toasts()).toHaveLength(1));
    toasts()[0]!.querySelector('button')!.click();
    await waitFor(() => expect(toasts()[0]!.hasAttribute('data-leaving')).toBe(true));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });
});
