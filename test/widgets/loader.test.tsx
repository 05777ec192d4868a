// The loader's contract (docs/design.md §2) in happy-dom: states, switches, isolation, fallback
// restoration, DOM watching, double start, leaks and the error reporter's cap.
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../src/core/define-widget.ts';
import { useBusEvent, useWidget } from '../../src/core/widget-context.tsx';
import type { Registry } from '../../src/loader/types.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

const Greeting = defineWidget({
  name: 'greeting',
  description: 'test widget',
  props: z.object({ name: z.string(), times: z.optional(z.number()) }),
  Component: ({ name }: { name: string }) => {
    const [clicks, setClicks] = useState(0);
    useBusEvent('basket:changed', () => setClicks((c) => c + 1));
    return (
      <button type="button" className="greeting" onClick={() => setClicks(clicks + 1)}>
        Hello {name} {clicks}
      </button>
    );
  },
  texts: { pl: {}, it: {}, en: {} },
});
const Crash = defineWidget({
  name: 'crash',
  description: 'throws while rendering',
  props: z.object({}),
  Component: () => {
    throw new Error('render exploded');
  },
});
const EffectCrash = defineWidget({
  name: 'effect-crash',
  description: 'throws in an effect',
  props: z.object({}),
  Component: () => {
    useEffect(() => {
      throw new Error('effect exploded');
    }, []);
    return <p className="effect-crash">rendered</p>;
  },
});
const BusListener = defineWidget({
  name: 'bus-listener',
  description: 'listens on the bus',
  props: z.object({}),
  Component: () => {
    const { bus } = useWidget();
    useEffect(() => bus.on('region:changed', () => {}), [bus]);
    return <span>listening</span>;
  },
});

const SizeSender = defineWidget({
  name: 'size-sender',
  description: 'sends product state',
  props: z.object({}),
  Component: () => {
    const { bus } = useWidget();
    return (
      <>
        <button type="button" className="pick" onClick={() => bus.emit('product:size-selected', { productId: 1, sizeId: 'XL' })}>
          XL
        </button>
        <button type="button" className="swap" onClick={() => bus.emit('page:loaded', { url: '/product/2' })}>
          swap
        </button>
      </>
    );
  },
});
const SizeReader = defineWidget({
  name: 'size-reader',
  description: 'shows the chosen size',
  props: z.object({}),
  Component: () => {
    const [size, setSize] = useState('none');
    useBusEvent('product:size-selected', (e) => setSize(e.sizeId));
    return <span className="size">{size}</span>;
  },
});

const registry: Registry = {
  'size-sender': { when: 'load', sections: [], load: async () => ({ default: SizeSender }) },
  'size-reader': { when: 'interaction', sections: [], load: async () => ({ default: SizeReader }) },
  greeting: { when: 'load', sections: [], load: async () => ({ default: Greeting }) },
  crash: { when: 'load', sections: [], load: async () => ({ default: Crash }) },
  'effect-crash': { when: 'load', sections: [], load: async () => ({ default: EffectCrash }) },
  'bus-listener': { when: 'load', sections: [], load: async () => ({ default: BusListener }) },
  'missing-chunk': { when: 'load', sections: [], load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
  lazy: { when: 'interaction', sections: [], load: async () => ({ default: { ...Greeting, name: 'lazy' } }) },
};

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
  delete (globalThis as { StorefrontConfig?: unknown }).StorefrontConfig;
  vi.restoreAllMocks();
});

/** Starts a page with one `lazy` (interaction) marker #z; `prefetched` resolves once its code has loaded. */
function startLazy() {
  let fetched!: () => void;
  const prefetched = new Promise<void>((r) => (fetched = r));
  const load = vi.fn(() => registry.lazy!.load('lazy').finally(fetched));
  h = startWidgets(marker('lazy', '{"name":"Later"}', 'id="z"'), { registry: { ...registry, lazy: { ...registry.lazy!, load } } });
  return { ready: h.ready, load, prefetched };
}

/** happy-dom lays nothing out: every element gets a box in the viewport, as a marker on screen has. */
const onScreen = () =>
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10, bottom: 50, left: 10, right: 110, width: 100, height: 40 } as DOMRect);

const marker = (name: string, props = '{"name":"Ann"}', extra = '') =>
  `<div data-widget="${name}" data-props='${props}' ${extra}><a href="/fallback" class="fallback">server ${name}</a></div>`;
const stateOf = (sel: string) => markerState(document.querySelector(sel));

describe('loader', () => {
  it('mounts known markers, replaces the server markup and fires storefront:ready once', async () => {
    const ready = vi.fn();
    document.addEventListener('storefront:ready', ready);
    h = startWidgets(marker('greeting', '{"name":"Ann"}', 'id="a"') + marker('greeting', '{"name":"Bob"}', 'id="b"'), { registry });
    const detail = await h.ready;
    expect(detail).toEqual({ mounted: ['greeting', 'greeting'], failed: [] });
    expect(stateOf('#a')).toBe('mounted');
    expect(document.querySelector('#a')?.textContent).toBe('Hello Ann 0');
    expect(document.querySelector('#a .fallback')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(ready).toHaveBeenCalledTimes(1);
    document.removeEventListener('storefront:ready', ready);
  });

  it('replays the last product state to a widget that mounts later, until a partial page load (§2.10)', async () => {
    h = startWidgets(marker('size-sender', '{}') + marker('size-reader', '{}', 'id="r1"') + marker('size-reader', '{}', 'id="r2"'), { registry });
    await h.ready;
    (document.querySelector('.pick') as HTMLButtonElement).click();
    document.querySelector('#r1')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('#r1 .size')?.textContent).toBe('XL'));
    (document.querySelector('.swap') as HTMLButtonElement).click();
    document.querySelector('#r2')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('#r2 .size')?.textContent).toBe('none'));
    expect(document.querySelector('#r1 .size')?.textContent).toBe('XL');
  });

  it('marks unknown names and warns with the known names', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    h = startWidgets(marker('nope', '{}', 'id="u"') + marker('nope', '{}') + marker('greeting'), { registry });
    await h.ready;
    expect(stateOf('#u')).toBe('unknown');
    expect(document.querySelector('#u .fallback')).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/unknown widget "nope".*Known widgets: size-sender, size-reader, greeting, crash, effect-crash/);
  });

  it("a marker nested in another marker's server markup gives way with it, and the console names it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inner = marker('bus-listener', '{}', 'id="inner"');
    h = startWidgets(`<div data-widget="greeting" id="outer" data-props='{"name":"A"}'><p class="fallback">server</p>${inner}</div>`, { registry });
    const detail = await h.ready;
    expect(detail.mounted).toEqual(['greeting']);
    expect(document.querySelector('#inner')).toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['greeting: hides the nested marker data-widget="bus-listener"']);
    warn.mockRestore();
  });

  it('warns about every unknown name in widgets.enabled and widgets.disabled, listing the known ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expectConsoleError(/^storefront-config\.widgets\.disabled\.1: expected string/);
    const config = { widgets: { enabled: ['greeting', 'greting'], disabled: ['bus-listenr', 7] } };
    h = startWidgets(marker('greeting', '{"name":"A"}', 'id="g"'), { registry, config });
    await h.ready;
    expect(stateOf('#g')).toBe('mounted');
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/^storefront: unknown widget "greting" in widgets\.enabled\. Known widgets: size-sender, size-reader, greeting/);
    expect(messages[1]).toMatch(/^storefront: unknown widget "bus-listenr" in widgets\.disabled\. Known widgets: /);
    expect(messages[2]).toMatch(/^storefront: unknown widget "7" in widgets\.disabled\./);
    warn.mockRestore();
  });

  it.each([
    ['disabled list', { widgets: { disabled: ['greeting'] } }, 'disabled', 'mounted'],
    ['enabled list', { widgets: { enabled: ['bus-listener'] } }, 'disabled', 'mounted'],
  ])('follows the admin switches (%s)', async (_, config, greetingState, listenerState) => {
    h = startWidgets(marker('greeting', '{"name":"A"}', 'id="g"') + marker('bus-listener', '{}', 'id="l"'), { registry, config });
    await h.ready;
    expect(stateOf('#g')).toBe(greetingState);
    expect(stateOf('#l')).toBe(listenerState);
    expect(document.querySelector('#g .fallback')).not.toBeNull();
  });

  it.each([
    ['invalid JSON', '{"name":', /greeting: data-props: invalid JSON/],
    ['a wrong type', '{"name":42}', /^greeting: data-props\.name: expected string, got number$/],
    ['a missing field', '{}', /^greeting: data-props\.name: expected string, got undefined$/],
  ])('rejects bad props (%s) naming widget, attribute and path; neighbours still mount', async (_, props, message) => {
    expectConsoleError(message);
    h = startWidgets(marker('greeting', props, 'id="bad"') + marker('greeting', '{"name":"Ok"}', 'id="ok"'), { registry });
    const detail = await h.ready;
    expect(detail).toEqual({ mounted: ['greeting'], failed: ['greeting'] });
    expect(stateOf('#bad')).toBe('error');
    expect(document.querySelector('#bad .fallback')?.textContent).toBe('server greeting');
    expect(document.querySelector('#ok')?.textContent).toBe('Hello Ok 0');
  });

  it('reads big props from a child script', async () => {
    h = startWidgets(`<div id="s" data-widget="greeting"><script type="application/json" data-props>{"name":"Script"}</script><p>server</p></div>`, {
      registry,
    });
    await h.ready;
    expect(document.querySelector('#s')?.textContent).toBe('Hello Script 0');
  });

  it.each([
    ['a chunk that fails to load', 'missing-chunk', /missing-chunk: its code failed to load \(Failed to fetch/],
    ['a render crash', 'crash', /crash: render exploded/],
    ['an effect crash', 'effect-crash', /effect-crash: effect exploded/],
  ])('isolates %s: that marker gets error and its markup back, the others work', async (_, name, message) => {
    expectConsoleError(message);
    h = startWidgets(marker(name, '{}', 'id="x"') + marker('greeting', '{"name":"Neighbour"}', 'id="n"'), { registry });
    await h.ready;
    await waitFor(() => expect(stateOf('#x')).toBe('error'));
    expect(document.querySelector('#x')?.innerHTML).toBe('<a href="/fallback" class="fallback">server ' + name + '</a>');
    expect(stateOf('#n')).toBe('mounted');
    (document.querySelector('#n button') as HTMLButtonElement).click();
    await waitFor(() => expect(document.querySelector('#n')?.textContent).toBe('Hello Neighbour 1'));
  });

  it('reports a failure once through the error reporter, naming the widget', async () => {
    expectConsoleError(/crash: render exploded/);
    expectConsoleError(/crash: render exploded/);
    h = startWidgets(marker('crash', '{}') + marker('crash', '{}'), { registry });
    await h.ready;
    await waitFor(() => expect(h!.shop.state.errorReports.length).toBe(1));
    const report = h.shop.state.errorReports[0] as { message: string };
    expect(report.message).toMatch(/^crash: Error: render exploded/);
    expect(
      h.requests.filter((r) => r.includes('JSerror')).map((u) => decodeURIComponent(u).slice(0, 400)),
      h.requests.join(' | '),
    ).toHaveLength(1);
  });

  it('one failed /ajax/get.php read by several widgets is one report (each widget still says it failed)', async () => {
    expectConsoleError(/^mini-basket: /);
    expectConsoleError(/^instalments: /);
    h = startWidgets(
      `<div id="mb" data-widget="mini-basket" data-when="load"><a href="/basketedit.php">Koszyk</a></div>` +
        `<div id="inst" data-widget="instalments" data-when="load" data-props='{"mode":"basket"}'><p>server link</p></div>`,
      { fault: '500@/ajax/get.php' },
    );
    await h.ready;
    // Both failures have been handed to the reporter once both markers show `error`.
    await waitFor(() => expect([stateOf('#mb'), stateOf('#inst')]).toEqual(['error', 'error']));
    // The texts are in the message when this fails: which failures were told apart, and why.
    const reports = h.requests.filter((r) => r.includes('JSerror')).map((r) => decodeURIComponent(r).slice(0, 300));
    expect(reports, reports.join('\n---\n')).toHaveLength(1);
  });

  it('mounts markers added later and unmounts removed ones without leaking bus handlers', async () => {
    h = startWidgets('<main id="main"></main>', { registry });
    await h.ready;
    const main = document.querySelector('#main')!;
    for (let i = 0; i < 20; i++) {
      main.insertAdjacentHTML('beforeend', marker('greeting', `{"name":"N${i}"}`, `id="late${i}"`));
    }
    await waitFor(() => expect(document.querySelectorAll('[data-widget-state="mounted"]').length).toBe(20));
    h.api.emit('basket:changed', {});
    await waitFor(() => expect(document.querySelector('#late3')?.textContent).toBe('Hello N3 1'));
    main.innerHTML = '';
    await waitFor(() => expect(h!.api.widgets()).toEqual([]));
    // Each greeting had one basket:changed handler; none survive their marker.
    await new Promise((r) => setTimeout(r, 10));
    expect(countHandlers(h)).toBe(0);
  });

  it('survives 100 mount/unmount cycles with no growth in handlers or markers', async () => {
    h = startWidgets('<main id="main"></main>', { registry });
    await h.ready;
    const main = document.querySelector('#main')!;
    for (let i = 0; i < 100; i++) {
      main.innerHTML = marker('bus-listener', '{}', 'id="c"');
      await waitFor(() => expect(stateOf('#c')).toBe('mounted'));
      main.innerHTML = '';
      await waitFor(() => expect(h!.api.widgets().length).toBe(0));
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(countHandlers(h)).toBe(0);
  });

  it('unmount(root) puts the server markup back and mount(root) mounts again, never twice', async () => {
    h = startWidgets(marker('greeting', '{"name":"Ann"}', 'id="a"'), { registry });
    await h.ready;
    h.api.unmount();
    await waitFor(() => expect(document.querySelector('#a .fallback')).not.toBeNull());
    expect(document.querySelector('#a')?.hasAttribute('data-widget-state')).toBe(false);
    expect(document.querySelector('#a button')).toBeNull();
    h.api.mount();
    h.api.mount();
    await waitFor(() => expect(stateOf('#a')).toBe('mounted'));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelectorAll('#a button')).toHaveLength(1);
    expect(document.querySelector('#a .fallback')).toBeNull();
  });

  it('an idle widget of the first scan loads only once the page is ready: on a slow network it competed for connections', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    // The page is idle at once, while the first scan still waits for the greeting's slow chunk.
    const idle = vi.fn((fn: () => void) => (queueMicrotask(fn), 1));
    vi.stubGlobal('requestIdleCallback', idle);
    const reg: Registry = {
      ...registry,
      greeting: { ...registry.greeting!, load: () => slow.then(() => registry.greeting!.load('greeting')) },
      later: { when: 'idle', load: async () => (order.push('idle widget loads'), { default: { ...Greeting, name: 'later' } }) },
    };
    document.addEventListener('storefront:ready', () => order.push('ready'), { once: true });
    try {
      h = startWidgets(marker('greeting', '{"name":"Ann"}', 'id="g"') + marker('later', '{"name":"Idle"}', 'id="i"'), { registry: reg });
      await waitFor(() => expect(idle).toHaveBeenCalled());
      await Promise.resolve();
      expect(order).toEqual([]);
      release();
      await waitFor(() => expect(stateOf('#i')).toBe('mounted'));
      expect(order).toEqual(['ready', 'idle widget loads']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an interaction widget on screen fetches its code when the page is idle, and mounts only when the shopper reaches for it', async () => {
    onScreen();
    const { ready, prefetched } = startLazy();
    const detail = await ready;
    expect(detail.mounted).toEqual([]);
    await prefetched; // the idle prefetch has loaded the code…
    await Promise.resolve();
    expect(stateOf('#z')).toBe('loading'); // …and nothing mounted it
    expect(document.querySelector('#z .fallback')).not.toBeNull();
    document.querySelector('#z')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await waitFor(() => expect(stateOf('#z')).toBe('mounted'));
  });

  describe('the idle prefetch fetches only what the shopper can reach', () => {
    /** An IntersectionObserver the test drives: `near(el)` reports the element within the margin. */
    const observed = new Map<Element, IntersectionObserverCallback>();
    const near = (el: Element) =>
      observed.get(el)?.([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    const idleRan = () => {
      let ran!: () => void;
      const done = new Promise<void>((r) => (ran = r));
      vi.stubGlobal('requestIdleCallback', (fn: () => void) => (queueMicrotask(() => (fn(), ran())), 1));
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private cb: IntersectionObserverCallback) {}
          observe(el: Element) {
            observed.set(el, this.cb);
          }
          unobserve(el: Element) {
            observed.delete(el);
          }
        },
      );
      return done;
    };
    afterEach(() => {
      observed.clear();
      vi.unstubAllGlobals();
    });

    it('a marker below the fold gets its code when it comes near the viewport, not at idle', async () => {
      const ran = idleRan();
      const { ready, load, prefetched } = startLazy();
      await ready;
      await ran; // idle came: the marker has no box in view (happy-dom lays nothing out)…
      await waitFor(() => expect(observed.has(document.querySelector('#z')!)).toBe(true)); // …so it is watched…
      expect(load).not.toHaveBeenCalled(); // …and not fetched
      near(document.querySelector('#z')!);
      await prefetched;
      expect(stateOf('#z')).toBe('loading'); // fetched, not mounted
      expect(observed.has(document.querySelector('#z')!)).toBe(false); // and no longer watched
    });

    it('a display: contents marker is placed by its first child', async () => {
      const ran = idleRan();
      const load = vi.fn(registry.lazy!.load);
      // A display: contents element has no box (no client rects), while its children have theirs.
      vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
        return (this.id === 'z' ? [] : [{}]) as unknown as DOMRectList;
      });
      h = startWidgets(`<div id="z" data-widget="lazy" data-props='{"name":"Later"}'><p class="child">Later</p></div>`, {
        registry: { ...registry, lazy: { ...registry.lazy!, load } },
      });
      await h.ready;
      await ran;
      const child = document.querySelector('#z .child')!;
      await waitFor(() => expect(observed.has(child)).toBe(true));
      near(child);
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    });

    it('a marker on screen is fetched at idle', async () => {
      onScreen();
      const ran = idleRan();
      const { ready, prefetched } = startLazy();
      await ready;
      await ran;
      await prefetched;
      expect(observed.size).toBe(0);
    });
  });

  describe("the idle prefetch respects the shopper's connection", () => {
    /** navigator.connection as the page's browser reports it, and an idle callback that says when it has run. */
    const withConnection = (connection: object) => {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      let ran!: () => void;
      const idleRan = new Promise<void>((r) => (ran = r));
      vi.stubGlobal('requestIdleCallback', (fn: () => void) => (queueMicrotask(() => (fn(), ran())), 1));
      return idleRan;
    };
    afterEach(() => {
      delete (navigator as { connection?: unknown }).connection;
      vi.unstubAllGlobals();
    });

    it.each([
      ['the shopper saves data', { saveData: true, effectiveType: '4g' }],
      ['the connection is 3g', { saveData: false, effectiveType: '3g' }],
      ['the connection is slow-2g', { effectiveType: 'slow-2g' }],
    ])('no prefetch when %s: the code loads when the shopper reaches for the widget', async (_, connection) => {
      onScreen();
      const idleRan = withConnection(connection);
      const load = vi.fn(registry.lazy!.load);
      h = startWidgets(marker('lazy', '{"name":"Later"}', 'id="z"'), { registry: { ...registry, lazy: { ...registry.lazy!, load } } });
      await h.ready;
      await idleRan; // the idle prefetch has run (after ready: a prefetch would have called load in it)…
      expect(load).not.toHaveBeenCalled(); // …and fetched nothing
      document.querySelector('#z')!.dispatchEvent(new Event('focusin', { bubbles: true }));
      await waitFor(() => expect(stateOf('#z')).toBe('mounted'));
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('a fast connection without save-data prefetches at idle', async () => {
      onScreen();
      withConnection({ saveData: false, effectiveType: '4g' });
      const { ready, prefetched } = startLazy();
      await ready;
      await prefetched;
      expect(stateOf('#z')).toBe('loading'); // fetched, not mounted
    });
  });

  describe('the first interaction with an interaction widget is never lost', () => {
    // The server markup is a control with the name the widget's own control has ("Hello Later 0").
    const lazyMarker = (load = registry.lazy!.load) => {
      h = startWidgets(`<div id="z" data-widget="lazy" data-props='{"name":"Later"}'><button type="button" class="server">Hello Later 0</button></div>`, {
        registry: { ...registry, lazy: { ...registry.lazy!, load } },
      });
      return document.querySelector<HTMLButtonElement>('#z .server')!;
    };
    const click = (el: Element) => {
      el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      const ev = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.dispatchEvent(ev);
      return ev;
    };

    it("a click while it loads is held (no default action) and replayed on the widget's control of the same name", async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const server = lazyMarker(() => gate.then(() => registry.lazy!.load('lazy')));
      await h!.ready;
      const serverClicks = vi.fn();
      server.addEventListener('click', serverClicks);
      const ev = click(server);
      expect(ev.defaultPrevented).toBe(true);
      expect(serverClicks).not.toHaveBeenCalled();
      release();
      await waitFor(() => expect(document.querySelector('#z .greeting')?.textContent).toBe('Hello Later 1'));
      expect(stateOf('#z')).toBe('mounted');
    });

    it("a press that began on the server markup and ends after the widget mounted clicks the widget's control (its element is gone, so the browser clicks nothing)", async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const server = lazyMarker(() => gate.then(() => registry.lazy!.load('lazy')));
      await h!.ready;
      server.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      release();
      await waitFor(() => expect(stateOf('#z')).toBe('mounted'));
      expect(server.isConnected).toBe(false);
      expect(document.querySelector('#z .greeting')?.textContent).toBe('Hello Later 0');
      document.querySelector('#z')!.dispatchEvent(new Event('pointerup', { bubbles: true }));
      await waitFor(() => expect(document.querySelector('#z .greeting')?.textContent).toBe('Hello Later 1'));
    });

    it('a widget that fails to load gets the held click back on its server markup', async () => {
      expectConsoleError(/^lazy: its code failed to load \(offline\)/);
      let fail!: () => void;
      const gate = new Promise<never>((_, reject) => (fail = () => reject(new Error('offline'))));
      const server = lazyMarker(() => gate);
      await h!.ready;
      const serverClicks = vi.fn();
      server.addEventListener('click', serverClicks);
      click(server);
      fail();
      await waitFor(() => expect(stateOf('#z')).toBe('error'));
      expect(serverClicks).toHaveBeenCalledTimes(1);
    });

    const pointer = (type: string, el: Element, init: PointerEventInit = {}) =>
      el.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', ...init }));
    const gated = () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      return { server: lazyMarker(() => gate.then(() => registry.lazy!.load('lazy'))), release };
    };

    it('a mouse resting on it while it loads hovers the widget again once it mounts (pointerover, then pointermove)', async () => {
      const { server, release } = gated();
      await h!.ready;
      pointer('pointerover', server, { clientX: 12, clientY: 34 });
      const seen: string[] = [];
      for (const type of ['pointerover', 'pointermove'])
        document.addEventListener(type, (e) => {
          const p = e as PointerEvent;
          seen.push(`${type} ${(p.target as Element).className} ${p.pointerType} ${p.clientX},${p.clientY}`);
        });
      release();
      await waitFor(() => expect(seen).toEqual(['pointerover greeting mouse 12,34', 'pointermove greeting mouse 12,34']));
      expect(stateOf('#z')).toBe('mounted');
    });

    it.each([
      ['a mouse that left the marker before it mounted', (server: Element) => pointer('pointerout', server, { relatedTarget: document.body })],
      ['a touch', (server: Element) => pointer('pointerover', server, { pointerType: 'touch' })],
    ])('%s is not replayed as a hover', async (_, after) => {
      const { server, release } = gated();
      await h!.ready;
      pointer('pointerover', server);
      after(server);
      const moves = vi.fn();
      document.addEventListener('pointermove', moves);
      release();
      await waitFor(() => expect(stateOf('#z')).toBe('mounted'));
      document.removeEventListener('pointermove', moves);
      expect(moves).not.toHaveBeenCalled();
    });

    it("focus on the server control moves to the widget's control of the same name when it mounts", async () => {
      const server = lazyMarker();
      await h!.ready;
      server.focus();
      await waitFor(() => expect(stateOf('#z')).toBe('mounted'));
      expect(document.activeElement).toBe(document.querySelector('#z .greeting'));
    });
  });

  it('reports a bad config key by name and keeps the rest', async () => {
    expectConsoleError(/^storefront-config\.priceType: expected one of "gross" \| "net" \(using the default\)$/);
    h = startWidgets(marker('greeting'), { registry, config: { priceType: 'brutto', language: 'it' } });
    const detail = await h.ready;
    expect(detail.mounted).toEqual(['greeting']);
  });
});

function countHandlers(h: Harness): number {
  return h.bus.size();
}
