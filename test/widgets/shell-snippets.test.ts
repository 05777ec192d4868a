// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true}}
// The page shell's snippets part (spec §3.4, §7.2) through the real loader, runtime and
// shell in happy-dom: the bulk endpoint's Snippets and ToplayersAndWidgets answers are the test's
// own (the rest is the development shop's). happy-dom runs inline scripts here (the environment
// options above) and loads no script file, so an external script is the failure case; real
// Chromium, the nonce under a strict CSP and external scripts are test/e2e/snippets.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShop } from '../../fixtures/server/shop.ts';
import { registry } from '../../widgets/registry.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

type Item = { region?: unknown; content: unknown };
type Asked = Record<string, { params?: { additional_ajax?: string; request_uri?: string } }>;
/** The test's answer for the two sections, by what was asked. */
type Answer = (asked: Asked, n: number) => { Snippets?: unknown; ToplayersAndWidgets?: unknown };

const NONCE = 'n0nce';
const PAGE = '<main id="content"><h1>Strona</h1><button id="opener" type="button">Otwórz</button></main><div data-widget="toasts"></div>';
/** What console.error was given so far (widget-setup.ts spies on it). */
const consoleErrors = () => vi.mocked(console.error).mock.calls.map((c) => String(c[0]));
const ran = () => ((window as unknown as { __ran?: string[] }).__ran ??= []);

let harness: Harness | undefined;

afterEach(() => {
  harness?.stop();
  harness = undefined;
  for (const el of document.querySelectorAll('[data-sf-snippet], .sf-toplayer')) el.remove();
  delete (window as unknown as { __ran?: string[] }).__ran;
});

/** Starts the page with `"snippets": true`; every bulk request's body is in `asked`, in order. */
function start(answer: Answer, o: { language?: string; body?: string; registry?: typeof registry } = {}) {
  const shop = createShop({ singleSession: true });
  const asked: Asked[] = [];
  const handle = shop.handle;
  shop.handle = async (req) => {
    if (new URL(req.url).pathname !== '/ajax/get.php') return handle(req);
    const body = await req.text();
    const request = JSON.parse(new URLSearchParams(body).get('request')!) as Asked;
    asked.push(request);
    const real = (await (await handle(new Request(req.url, { method: 'POST', headers: req.headers, body }))).json()) as Record<string, unknown>;
    const own = answer(request, asked.length);
    for (const s of ['Snippets', 'ToplayersAndWidgets'] as const) if (s in request) real[s] = s in own ? own[s] : null;
    return Response.json(real);
  };
  harness = startWidgets(o.body ?? PAGE, { shop, registry: o.registry, config: { snippets: true, nonce: NONCE, language: o.language ?? 'pl' } });
  return { h: harness, asked };
}

const items = (...list: Item[]) => ({ items: list });
const additional = (a: Asked) => a['Snippets']?.params?.additional_ajax;

describe('server snippets: regions (§3.4)', () => {
  it("puts each item into the head, the top of the body in the server's order, or otherwise the end of the body, marked with its section", async () => {
    const { asked } = start(() => ({
      Snippets: items(
        { region: 'head', content: '<meta name="shop-test" content="1">' },
        { region: 'body_top', content: '<script>window.__ran.push("top")</script>' },
        { region: 'body_top', content: '<p id="top-1" hidden></p><noscript><img id="pixel" src="/gfx/pixel.gif" alt=""></noscript>' },
        { region: 'body_top', content: '<p id="top-2" hidden></p>' },
        { region: 'footer', content: '<p id="end-1" hidden></p>' },
      ),
      ToplayersAndWidgets: [{ content: '<p id="end-2" hidden></p>' }],
    }));
    ran();
    await waitFor(() => expect(document.getElementById('end-2')).not.toBeNull());
    expect(ran()).toEqual(['top']);
    // A <noscript> is for pages without JavaScript: its pixel never becomes an image here.
    expect(document.getElementById('pixel')).toBeNull();
    expect(document.head.querySelector('meta[name="shop-test"]')?.getAttribute('data-sf-snippet')).toBe('Snippets');
    const ids = [...document.body.children].map((el) => el.id || el.tagName.toLowerCase());
    expect(ids.slice(0, 4)).toEqual(['script', 'top-1', 'top-2', 'content']);
    expect(ids.slice(-2)).toEqual(['end-1', 'end-2']);
    expect(document.getElementById('end-1')!.getAttribute('data-sf-snippet')).toBe('Snippets');
    expect(document.getElementById('end-2')!.getAttribute('data-sf-snippet')).toBe('ToplayersAndWidgets');
    // Both sections travelled in the page's one bulk request, with the §3.4 params of a first load.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ Snippets: { format: 'json', params: { additional_ajax: '' } }, ToplayersAndWidgets: { params: { additional_ajax: '' } } });
  });
});

describe('server snippets wait for the widgets', () => {
  it("go in only after storefront:ready: their chunk takes no bandwidth from the first scan's widgets", async () => {
    // The toasts widget's code is held back until the bulk answer (with the snippet) is in: ready waits for it.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const events: string[] = [];
    document.addEventListener('storefront:ready', () => events.push('ready'), { once: true });
    const seen = new MutationObserver(() => document.getElementById('late-1') && !events.includes('snippet') && events.push('snippet'));
    seen.observe(document.body, { childList: true, subtree: true });
    try {
      const { asked } = start(() => ({ Snippets: items({ region: 'footer', content: '<p id="late-1" hidden></p>' }) }), {
        // (loaded with the page here, so that ready waits for it: it loads at idle by default)
        registry: { ...registry, toasts: { ...registry.toasts!, when: 'load', load: (name) => held.then(() => registry.toasts!.load(name)) } },
      });
      await waitFor(() => expect(asked).toHaveLength(1)); // the first bulk request asked for the snippets
      await import('../../src/shell/snippets/index.ts'); // the snippets' code is at hand: only the wait holds it back
      expect(document.getElementById('late-1')).toBeNull();
      release();
      await waitFor(() => expect(document.getElementById('late-1')).not.toBeNull());
      expect(events).toEqual(['ready', 'snippet']);
    } finally {
      seen.disconnect();
    }
  });
});

describe('server snippets: scripts (§3.4)', () => {
  it("runs each inline script once, in place and in order, with the page's nonce; data scripts stay data; inline handlers are dropped", async () => {
    start(() => ({
      Snippets: items(
        { region: 'head', content: '<script data-kind="head">window.__ran.push("head")</script>' },
        {
          region: 'body_bottom',
          content:
            '<div id="mount"></div><script>window.__ran.push("end " + document.getElementById("mount").id)</script>' +
            '<script type="application/ld+json">{"@type":"Organization"}</script><script onload="window.__ran.push(\'handler\')">window.__ran.push("end 2")</script>',
        },
      ),
    }));
    ran();
    await waitFor(() => expect(ran()).toEqual(['head', 'end mount', 'end 2']));
    const head = document.head.querySelector<HTMLScriptElement>('script[data-kind="head"]')!;
    expect(head.nonce).toBe(NONCE);
    expect(head.getAttribute('data-sf-snippet')).toBe('Snippets');
    const end = [...document.body.querySelectorAll<HTMLScriptElement>('script')];
    expect(end.map((s) => [s.type, s.nonce || ''])).toEqual([
      ['', NONCE],
      ['application/ld+json', ''],
      ['', NONCE],
    ]);
    expect(end[1]!.text).toBe('{"@type":"Organization"}');
    expect(end[2]!.hasAttribute('onload')).toBe(false);
    // The inline script ran where the server put it: right after its element.
    expect(document.getElementById('mount')!.nextElementSibling).toBe(end[0]);
  });

  it('an external script that does not load is named in the console; its item and the items after it are in the page', async () => {
    expectConsoleError(/^storefront page shell \(snippets\): Snippets: script \/gfx\/missing\.js: failed to load/);
    start(() => ({
      Snippets: items(
        { region: 'body_bottom', content: '<p id="with-script" hidden></p><script src="/gfx/missing.js"></script>' },
        { region: 'head', content: '<meta name="after">' },
      ),
    }));
    await waitFor(() => expect(document.head.querySelector('meta[name="after"]')).not.toBeNull());
    const script = document.querySelector<HTMLScriptElement>('#with-script + script')!;
    expect(script.getAttribute('src')).toBe('/gfx/missing.js');
    expect(script.nonce).toBe(NONCE);
  });
});

describe('server snippets after a partial navigation (§2.1, §3.4)', () => {
  it('page:loaded re-asks both sections in one request with additional_ajax "1" and the new address, joined by what the new page asks in the same task; only new items go in, scripts never run twice', async () => {
    const A = { region: 'head', content: '<meta name="a"><script>window.__ran.push("a")</script>' };
    const B = { region: 'body_top', content: '<p id="b" hidden></p>' };
    const C = { region: 'body_bottom', content: '<p id="c" hidden></p><script>window.__ran.push("c")</script>' };
    const D = { region: 'body_bottom', content: '<p id="d" hidden></p>' };
    const { h, asked } = start((request, n) => {
      if (additional(request) !== '1') return { Snippets: items(A, B), ToplayersAndWidgets: items() };
      // The server sends what it already sent again: identity is region + content.
      return n === 2 ? { Snippets: items(A, C), ToplayersAndWidgets: items(B) } : { Snippets: items(A, C, D), ToplayersAndWidgets: items(B) };
    });
    ran();
    await waitFor(() => expect(document.getElementById('b')).not.toBeNull());
    expect(ran()).toEqual(['a']);

    history.pushState({}, '', '/cms/2?x=1');
    // A partial navigation emits page:loaded and mounts the new page's markers in the same task (their sections join the batch).
    h.api.emit('page:loaded', { url: location.href });
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div data-widget="mini-basket"><a href="/basketedit.php">Koszyk</a></div>');
    await waitFor(() => expect(document.getElementById('c')).not.toBeNull());
    expect(asked).toHaveLength(2);
    expect(Object.keys(asked[1]!).sort()).toEqual(['Basket', 'Snippets', 'ToplayersAndWidgets']);
    expect(asked[1]!['Snippets']!.params).toMatchObject({ additional_ajax: '1', request_uri: '/cms/2?x=1' });
    expect(asked[1]!['ToplayersAndWidgets']!.params).toMatchObject({ additional_ajax: '1' });
    expect(ran()).toEqual(['a', 'c']);
    expect(document.querySelectorAll('meta[name="a"]')).toHaveLength(1);
    expect(document.querySelectorAll('#b')).toHaveLength(1);

    h.api.emit('page:loaded', { url: location.href });
    await waitFor(() => expect(document.getElementById('d')).not.toBeNull());
    expect(asked).toHaveLength(3);
    expect(ran()).toEqual(['a', 'c']);
    expect(document.querySelectorAll('#c')).toHaveLength(1);
    await waitFor(() => expect(markerState(document.querySelector('[data-widget="mini-basket"]'))).toBe('mounted'));
    history.replaceState({}, '', '/');
  });
});

describe('server snippets that fail', () => {
  it('a section that fails its schema: one console error naming the page shell, the section and what was wrong; nothing of it goes in; the other section and the widgets work', async () => {
    expectConsoleError(
      /^storefront page shell \(snippets\): Snippets not injected: \/ajax\/get\.php Snippets\.items\.1\.content: expected string, got number$/,
    );
    start(() => ({
      Snippets: items({ region: 'head', content: '<meta name="good">' }, { region: 'head', content: 42 }),
      ToplayersAndWidgets: items({ region: 'body_bottom', content: '<p id="layer" hidden></p>' }),
    }));
    await waitFor(() => expect(document.getElementById('layer')).not.toBeNull());
    expect(document.querySelectorAll('[data-sf-snippet="Snippets"]')).toHaveLength(0);
    await waitFor(() => expect(markerState(document.querySelector('[data-widget="toasts"]'))).toBe('mounted'));
  });

  it('no answer in time: each section says so in the console, nothing is injected, the widgets work', async () => {
    expectConsoleError(/^storefront page shell \(snippets\): Snippets not injected: \/ajax\/get\.php: no answer in time$/);
    expectConsoleError(/^storefront page shell \(snippets\): ToplayersAndWidgets not injected: \/ajax\/get\.php: no answer in time$/);
    const h = startWidgets(PAGE, { config: { snippets: true, nonce: NONCE, timeoutMs: 100 }, fault: 'timeout@/ajax/get.php' });
    harness = h;
    await waitFor(() => expect(markerState(document.querySelector('[data-widget="toasts"]'))).toBe('mounted'));
    await waitFor(() => expect(consoleErrors().filter((m) => m.includes('no answer in time'))).toHaveLength(2));
    expect(document.querySelectorAll('[data-sf-snippet]')).toHaveLength(0);
  });
});

describe("top layers that are dialogs (§3.4, the kit's modal behaviour §2.9)", () => {
  const key = (key: string, shiftKey = false) =>
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  const NEWSLETTER =
    '<div class="newsletter" role="dialog"><h2>Newsletter</h2><input id="email" type="email" aria-label="E-mail"><button id="sign" type="button">Zapisz</button>' +
    '<a id="no" href="#" data-toplayer-close>Nie, dziękuję</a></div>';

  it('opens as a modal: focus moves in and stays in, the page behind is inert and does not scroll, Escape closes and focus goes back', async () => {
    start(() => ({ ToplayersAndWidgets: items({ region: 'body_bottom', content: NEWSLETTER }) }));
    document.getElementById('opener')!.focus();
    const dialog = await waitFor(() => {
      const d = document.querySelector<HTMLElement>('.newsletter[aria-modal="true"]');
      expect(d).not.toBeNull();
      return d!;
    });
    // Named by its heading; inside the kit's backdrop.
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Newsletter');
    expect(dialog.parentElement!.className).toBe('sf-modal sf-toplayer');
    expect(document.activeElement?.id).toBe('email');
    key('Tab');
    expect(document.activeElement?.id).toBe('sign');
    key('Tab');
    expect(document.activeElement?.id).toBe('no');
    key('Tab');
    expect(document.activeElement?.id).toBe('email');
    key('Tab', true);
    expect(document.activeElement?.id).toBe('no');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    key('Escape');
    expect(document.querySelector('.newsletter')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('a close control the server marks closes it without following its link; re-sent after page:loaded, it does not open again', async () => {
    const { h } = start((request) =>
      additional(request) === '1'
        ? { ToplayersAndWidgets: items({ region: 'body_bottom', content: NEWSLETTER }, { region: 'body_bottom', content: '<p id="later" hidden></p>' }) }
        : { ToplayersAndWidgets: items({ region: 'body_bottom', content: NEWSLETTER }) },
    );
    const no = await waitFor(() => {
      const a = document.querySelector<HTMLAnchorElement>('.newsletter [data-toplayer-close]');
      expect(a).not.toBeNull();
      return a!;
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    no.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector('.newsletter')).toBeNull();
    h.api.emit('page:loaded', { url: location.href });
    await waitFor(() => expect(document.getElementById('later')).not.toBeNull());
    expect(document.querySelector('.newsletter')).toBeNull();
    expect(document.querySelector('.sf-toplayer')).toBeNull();
  });

  it("a dialog with no name and no close control gets ours, in the page's language (Italian); a click on the backdrop closes it", async () => {
    start(() => ({ ToplayersAndWidgets: items({ region: 'body_top', content: '<div role="dialog" id="bare"><p>Offerta</p></div>' }) }), { language: 'it' });
    const dialog = await waitFor(() => {
      const d = document.querySelector<HTMLElement>('#bare[aria-modal="true"]');
      expect(d).not.toBeNull();
      return d!;
    });
    expect(dialog.getAttribute('aria-label')).toBe('Messaggio del negozio');
    const close = dialog.querySelector('button[data-toplayer-close]')!;
    expect(close.getAttribute('aria-label')).toBe('Chiudi');
    expect(document.activeElement).toBe(close);
    const backdrop = dialog.parentElement!;
    backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.getElementById('bare')).toBeNull();
    // It had opened by itself (nothing had focus): focus goes to the main content.
    expect(document.activeElement?.id).toBe('content');
  });

  it('a role="dialog" in the Snippets section is left as the server sent it (only top layers open as modals)', async () => {
    start(() => ({
      Snippets: items({ region: 'body_bottom', content: '<div role="dialog" id="inline" aria-label="x" hidden></div>' }),
      ToplayersAndWidgets: items({ content: '<p id="after" hidden></p>' }),
    }));
    await waitFor(() => expect(document.getElementById('after')).not.toBeNull());
    expect(document.getElementById('inline')!.hasAttribute('aria-modal')).toBe(false);
    expect(document.querySelector('.sf-toplayer')).toBeNull();
  });
});
