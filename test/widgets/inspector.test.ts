// The inspector: StorefrontWidgets.inspect() outlines every marker with a badge (name,
// state, load condition, time to mount); a badge opens the props, the error with its path and the
// bulk sections read. Through the real loader and runtime, answered by the development shop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../src/core/bus.ts';
import { stopInspector } from '../../src/inspector/index.ts';
import { createLoader } from '../../src/loader/loader.ts';
import type { InspectorModule, Reporter } from '../../src/loader/types.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
const address = location.href;
afterEach(() => {
  // Its observers and listeners go with it (the harness's stop() does not close it).
  stopInspector();
  h?.stop();
  h = undefined;
  history.replaceState(null, '', address);
});

/** The page's next `n` frames: the inspector answers a change of the page in its next one. */
async function frames(n: number) {
  for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame);
}

const PAGE = `
  <div id="basket" data-widget="mini-basket"><a href="/basketedit.php">Koszyk (0)</a></div>
  <div id="bad" data-widget="omnibus-price" data-when="load" data-props='{"source":"projector","priceType":7}'><p>server price</p></div>
  <div id="off" data-widget="toasts"></div>
  <div id="typo" data-widget="no-such-widget"></div>`;

function inspector() {
  const host = document.querySelector('[data-storefront-inspector]');
  if (!host?.shadowRoot) throw new Error('the inspector is not open');
  return { host, root: host.shadowRoot };
}

const badges = () => [...inspector().root.querySelectorAll<HTMLButtonElement>('button.badge')];
const badge = (name: string) => {
  const found = badges().find((b) => b.textContent!.startsWith(name + ' '));
  if (!found)
    throw new Error(
      'no badge for ' +
        name +
        ' in ' +
        badges()
          .map((b) => b.textContent)
          .join(' | '),
    );
  return found;
};
const dialog = () => inspector().host.querySelector('dialog')!;
/** The dialog's content (its own shadow root). */
const details = () => dialog().querySelector('div')!.shadowRoot!;
const props = () => details().querySelector('pre')!;

async function open() {
  expectConsoleError(/omnibus-price: data-props\.priceType/);
  h = startWidgets(PAGE, { config: { language: 'en', widgets: { disabled: ['toasts'] } } });
  window.StorefrontWidgets = h.api;
  await h.ready;
  await h.api.inspect();
  await waitFor(() => expect(badge('mini-basket').textContent).toMatch(/ · mounted · load · \d+ ms$/));
}

describe('StorefrontWidgets.inspect()', () => {
  it('gives every marker a badge with its name, state, load condition and time to mount, in a labelled landmark', async () => {
    await open();
    const { host, root } = inspector();
    expect(host.tagName).toBe('ASIDE');
    // Opening it moves no focus.
    expect(document.activeElement).toBe(document.body);
    expect(host.getAttribute('aria-label')).toBe('Widget inspector');
    expect(badges().map((b) => b.textContent!.replace(/\d+ ms/, 'N ms'))).toEqual([
      'mini-basket · mounted · load · N ms',
      'omnibus-price · error · load',
      'toasts · disabled',
      'no-such-widget · unknown',
    ]);
    expect(badge('omnibus-price').className).toContain('s-error');
    expect(root.querySelector('[role="status"]')!.textContent).toBe('4 markers on the page: mounted 1, error 1, disabled 1, unknown 1');
  });

  it('shows the parsed props and the sections a widget read, and the sections its registry entry requests', async () => {
    await open();
    badge('mini-basket').click();
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(badge('mini-basket').getAttribute('aria-expanded')).toBe('true');
    expect(dialog().getAttribute('aria-label')).toBe('mini-basket');
    const text = details().textContent!;
    expect(details().querySelector('h2')!.textContent).toBe('mini-basket');
    expect(text).toContain('data-when="load"');
    expect(text).toMatch(/mounted \d+ ms after the page opened; \d+ ms from its code's arrival to its first render/);
    expect(text).toContain('requested at the page scan: Basket');
    expect(text).toContain('read by the widget: Basket');
    expect(text).toContain('as the schema parsed them');
    expect(JSON.parse(details().querySelector('pre')!.textContent!)).toEqual({});
    // The heading takes the focus: a screen reader hears which marker this is.
    expect(details().activeElement).toBe(details().querySelector('h2'));
  });

  it("shows a failed widget's validation error with its path, and its props as written", async () => {
    await open();
    badge('omnibus-price').click();
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(details().querySelector('.issues')!.textContent).toBe('data-props.priceType: expected one of "gross" | "net"');
    expect(details().textContent).toContain('as written');
    expect(JSON.parse(details().querySelector('pre')!.textContent!)).toEqual({ source: 'projector', priceType: 7 });
  });

  it('says why a disabled or unknown marker does not load', async () => {
    await open();
    badge('toasts').click();
    await waitFor(() => expect(details().textContent).toContain('Switched off in the config'));
    badge('no-such-widget').click();
    await waitFor(() => expect(details().textContent).toContain('There is no widget of this name.'));
    expect(details().textContent).toContain('does not load');
  });

  it('closes the details with their button, focus back on the badge; a second call focuses the open inspector', async () => {
    await open();
    badge('mini-basket').click();
    await waitFor(() => expect(dialog().open).toBe(true));
    [...details().querySelectorAll('button')].find((b) => b.textContent === 'Close the details')!.click();
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(inspector().root.activeElement).toBe(badge('mini-basket'));
    expect(badge('mini-basket').getAttribute('aria-expanded')).toBe('false');
    await h!.api.inspect();
    expect(document.querySelectorAll('[data-storefront-inspector]')).toHaveLength(1);
    expect(inspector().root.activeElement?.textContent).toBe('Widget inspector');
  });

  it('follows the page: a marker added later gets its badge and its state as it loads; Close takes everything away', async () => {
    await open();
    const late = document.createElement('div');
    late.setAttribute('data-widget', 'mini-basket');
    late.innerHTML = '<a href="/basketedit.php">Koszyk</a>';
    document.body.append(late);
    await waitFor(() => expect(badges()).toHaveLength(5));
    await waitFor(() =>
      expect(badges().filter((b) => / · mounted · load · \d+ ms$/.test(b.textContent!) && b.textContent!.startsWith('mini-basket '))).toHaveLength(2),
    );
    const closeButton = [...inspector().root.querySelectorAll('button')].find((b) => b.textContent === 'Close the inspector')!;
    closeButton.click();
    expect(document.querySelector('[data-storefront-inspector]')).toBeNull();
    // The page itself is untouched.
    expect(markerState(document.getElementById('basket'))).toBe('mounted');
  });

  it("speaks the page's language, and the shop may override its texts", async () => {
    h = startWidgets('<div data-widget="mini-basket"><a href="/basketedit.php">Koszyk</a></div>', {
      config: { language: 'pl', texts: { 'inspector.title': 'Podgląd widżetów' } },
    });
    window.StorefrontWidgets = h.api;
    await h.ready;
    await h.api.inspect();
    await waitFor(() => expect(badge('mini-basket').textContent).toMatch(/ · zamontowany · load · \d+ ms$/));
    expect(inspector().host.getAttribute('aria-label')).toBe('Podgląd widżetów');
    expect(inspector().root.querySelector('[role="status"]')!.textContent).toBe('1 znacznik na stronie: zamontowany 1');
  });

  it('takes its styles as an adopted stylesheet (a CSP style-src cannot block it), one for both shadow roots', async () => {
    await open();
    badge('mini-basket').click();
    await waitFor(() => expect(dialog().open).toBe(true));
    for (const root of [inspector().root, details()]) {
      expect(root.adoptedStyleSheets).toHaveLength(1);
      expect(root.adoptedStyleSheets[0]!.cssRules.length).toBeGreaterThan(10);
      expect(root.querySelector('style')).toBeNull();
    }
    expect(details().adoptedStyleSheets[0]).toBe(inspector().root.adoptedStyleSheets[0]);
  });

  it('where the browser adopts no stylesheets, its styles are a <style>', async () => {
    vi.spyOn(ShadowRoot.prototype, 'adoptedStyleSheets', 'get').mockReturnValue(undefined as unknown as CSSStyleSheet[]);
    await open();
    badge('mini-basket').click();
    await waitFor(() => expect(dialog().open).toBe(true));
    for (const root of [inspector().root, details()]) expect(root.querySelector('style')!.textContent).toContain('.badge');
  });

  it("a marker removed while its details are open closes them, the focus on the panel's heading", async () => {
    await open();
    badge('no-such-widget').click();
    await waitFor(() => expect(dialog().open).toBe(true));
    document.getElementById('typo')!.remove();
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(badges()).toHaveLength(3);
    expect(document.activeElement).toBe(inspector().host);
    expect(inspector().root.activeElement).toBe(inspector().root.querySelector('h2'));
  });

  it('details shown again as the report changes keep the focus on the props', async () => {
    await open();
    badge('no-such-widget').click();
    await waitFor(() => expect(dialog().open).toBe(true));
    const before = props();
    before.focus();
    expect(details().activeElement).toBe(before);
    document.getElementById('typo')!.setAttribute('data-props', '{"shown": "again"}');
    await waitFor(() => expect(JSON.parse(props().textContent!)).toEqual({ shown: 'again' }));
    expect(props()).not.toBe(before);
    expect(details().activeElement).toBe(props());
  });

  it('reads the markers again only when a marker changes, not when the rest of the page does; props as written only where the runtime has none', async () => {
    await open();
    badge('no-such-widget').click();
    await waitFor(() => expect(dialog().open).toBe(true));
    await frames(2);
    const getAttribute = vi.spyOn(Element.prototype, 'getAttribute');
    const propsReads = () => getAttribute.mock.calls.filter(([name]) => name === 'data-props').length;
    // The page changes around the markers, and inside a mounted widget.
    const other = document.createElement('p');
    other.textContent = 'a carousel moved';
    document.body.append(other);
    other.className = 'moved';
    document.getElementById('basket')!.append(document.createElement('span'));
    await frames(2);
    // Then a marker does: one reading of the props as written, for the three markers the runtime did not mount.
    document.getElementById('typo')!.setAttribute('data-props', '{"read": 1}');
    await waitFor(() => expect(JSON.parse(props().textContent!)).toEqual({ read: 1 }));
    expect(propsReads()).toBe(3);
  });

  it('a second call after its panel was taken off the page opens a new one, and the old one stops watching', async () => {
    await open();
    inspector().host.remove();
    const removed = vi.spyOn(window, 'removeEventListener');
    const disconnected = vi.spyOn(MutationObserver.prototype, 'disconnect');
    await h!.api.inspect();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['scroll', 'resize']));
    expect(disconnected).toHaveBeenCalled();
    expect(document.querySelectorAll('[data-storefront-inspector]')).toHaveLength(1);
    await waitFor(() => expect(badges()).toHaveLength(4));
  });
});

describe('?storefront-inspect', () => {
  /** A loader for an empty page whose inspector chunk is `importInspector`. */
  function loader(importInspector: () => Promise<InspectorModule>, reporter: Reporter = { report: () => {} }) {
    document.body.replaceChildren();
    const never = () => new Promise<never>(() => {});
    return createLoader({
      doc: document,
      registry: {},
      bus: createBus(),
      rawConfig: {},
      reporter,
      importRuntime: never,
      importNet: never,
      importShell: never,
      importInspector,
      version: 'test',
    });
  }

  it.each([
    ['?storefront-inspect', 1],
    ['?page=2&storefront-inspect=1', 1],
    ['?q=storefront-inspector', 0],
    ['?storefront-inspector', 0],
    ['?q=storefront-inspect', 0],
  ])('%s in the address: the inspector loads %i time(s)', (search, times) => {
    history.replaceState(null, '', '/listing' + search);
    const importInspector = vi.fn(() => new Promise<never>(() => {}));
    const l = loader(importInspector);
    l.start();
    l.stop();
    expect(importInspector).toHaveBeenCalledTimes(times);
  });

  it('opens the inspector as the page starts', async () => {
    history.replaceState(null, '', '/?storefront-inspect');
    h = startWidgets('<div data-widget="mini-basket"><a href="/basketedit.php">Koszyk</a></div>', { config: { language: 'en' } });
    await waitFor(() => expect(badge('mini-basket').textContent).toMatch(/ · mounted · load · \d+ ms$/));
  });

  it('its chunk failing to load goes to the error reporter, not an unhandled rejection', async () => {
    history.replaceState(null, '', '/?storefront-inspect');
    const error = new Error('Failed to fetch dynamically imported module: /chunks/inspector.js');
    const report = vi.fn();
    const l = loader(() => Promise.reject(error), { report });
    l.start();
    await waitFor(() => expect(report).toHaveBeenCalledWith(error));
    l.stop();
  });
});
