// account-logout through the real loader (happy-dom): the server's logout link stays the same
// element, a click on it clears the session's expchck* entries (§2.5) and goes on to the link; a
// click made while the widget loads (it loads on interaction) is held and replayed on the link; a
// sessionStorage that throws never stops the link.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
/** Clicks that reached the document, and whether they would follow the link. */
let followed: Array<{ href: string; prevented: boolean }>;
const onClick = (e: MouseEvent) => {
  const link = (e.target as Element).closest('a');
  if (link) followed.push({ href: link.getAttribute('href')!, prevented: e.defaultPrevented });
  e.preventDefault(); // happy-dom: stands in for the navigation
};

beforeEach(() => {
  followed = [];
  sessionStorage.clear();
  for (const [k, v] of Object.entries({ expchck: 'a', expchck_basket: 'b', 'expchck:42': 'c', search_sukienka: '[]', 'x-expchck': 'd' }))
    sessionStorage.setItem(k, v);
  document.addEventListener('click', onClick);
});
afterEach(() => {
  document.removeEventListener('click', onClick);
  h?.stop();
  h = undefined;
  sessionStorage.clear();
});

const MARKER = '<span id="m" data-widget="account-logout"><a id="out" href="/logout.php">Wyloguj</a></span>';
const keys = () => Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).sort();
const link = () => document.getElementById('out') as HTMLAnchorElement;

async function start() {
  h = startWidgets(MARKER, { config: { language: 'pl' } });
  await h.ready;
  return link();
}

describe('account-logout (§2.5)', () => {
  it("waits for the shopper: the link is the server's own until then", async () => {
    const a = await start();
    expect(markerState(document.getElementById('m'))).toBe('loading');
    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(markerState(document.getElementById('m'))).toBe('mounted'));
    // The same element, where it was, focusable as before.
    expect(link()).toBe(a);
    expect(a.parentElement?.id).toBe('m');
    expect(keys()).toEqual(['expchck', 'expchck:42', 'expchck_basket', 'search_sukienka', 'x-expchck']);
  });

  it('a click clears every expchck* entry, keeps the others, and the link is followed', async () => {
    const a = await start();
    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(markerState(document.getElementById('m'))).toBe('mounted'));
    a.click();
    expect(keys()).toEqual(['search_sukienka', 'x-expchck']);
    expect(followed).toEqual([{ href: '/logout.php', prevented: false }]);
  });

  it('a click while the widget loads is held, then replayed on the link: cleared and followed once', async () => {
    const a = await start();
    // A shopper's click: the pointer goes down (the widget starts loading), the click comes at once.
    a.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    a.click();
    expect(followed).toEqual([]); // held
    await waitFor(() => expect(followed).toEqual([{ href: '/logout.php', prevented: false }]));
    expect(markerState(document.getElementById('m'))).toBe('mounted');
    expect(keys()).toEqual(['search_sukienka', 'x-expchck']);
  });

  it('a sessionStorage that throws: no error, and the link is followed', async () => {
    const a = await start();
    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(markerState(document.getElementById('m'))).toBe('mounted'));
    const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      a.click();
    } finally {
      if (own) Object.defineProperty(window, 'sessionStorage', own);
      else delete (window as { sessionStorage?: Storage }).sessionStorage;
    }
    expect(followed).toEqual([{ href: '/logout.php', prevented: false }]);
    expect(keys()).toContain('expchck');
  });

  it('unmounted and mounted again: the same server link, still clearing', async () => {
    const a = await start();
    const m = document.getElementById('m')!;
    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(markerState(m)).toBe('mounted'));
    h!.api.unmount(m);
    expect(m.hasAttribute('data-widget-state')).toBe(false);
    h!.api.mount(m);
    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(markerState(m)).toBe('mounted'));
    expect(link()).toBe(a);
    expect(m.childNodes).toHaveLength(1);
    a.click();
    expect(keys()).toEqual(['search_sukienka', 'x-expchck']);
  });
});
