// The live-reload client the dev server adds to every page it serves (dev/rewrite-html.ts), with the
// page's nonce. It listens to the dev server's events (dev/live-reload.ts): a build that changed a
// script reloads the page; one that changed only the stylesheet swaps the bundle's stylesheet for
// the new one, without a reload; a failed build shows its error over the page until the next build.
// Nothing here goes through a Trusted Types sink (no innerHTML, no eval): the page's CSP stays as it is.
const PREFIX = '/__storefront-dev/';
const STYLESHEET = '/__storefront/storefront.css';
/** The build this page was served with (`?v=` of this script). */
let version = new URL(import.meta.url).searchParams.get('v');
let overlay;

function showError(message) {
  console.error('[storefront dev] the build failed:\n' + message);
  overlay ??= document.createElement('pre');
  overlay.setAttribute('role', 'alert');
  overlay.style.cssText =
    'position:fixed;inset:auto 0 0 0;max-height:50vh;overflow:auto;margin:0;padding:1em;z-index:2147483647;background:#300;color:#fff;font:13px/1.4 monospace;white-space:pre-wrap';
  overlay.textContent = '[storefront dev] the build failed:\n' + message;
  document.body.append(overlay);
}

/** The bundle's stylesheet links added by a swap and not loaded yet. */
const loading = new Set();

function swapStylesheet(next) {
  // A swap still loading is overtaken by this one: its link goes (it would stay beside the newer one).
  for (const link of loading) link.remove();
  loading.clear();
  const links = [...document.querySelectorAll('link[rel~="stylesheet"]')].filter((link) => {
    const url = new URL(link.href);
    return url.origin === location.origin && url.pathname === STYLESHEET;
  });
  const newest = links.at(-1);
  if (!newest) return;
  const url = new URL(newest.href);
  url.searchParams.set('v', next);
  const fresh = newest.cloneNode();
  fresh.href = url.href;
  // The old ones go once the new one applies: no moment without the styles. A link overtaken (no
  // longer in `loading`) does nothing when it loads.
  fresh.addEventListener('load', () => loading.delete(fresh) && links.forEach((link) => link.remove()), { once: true });
  fresh.addEventListener('error', () => loading.delete(fresh) && fresh.remove(), { once: true });
  loading.add(fresh);
  newest.after(fresh);
}

const events = new EventSource(PREFIX + 'events');
// On every (re)connection: a build the page has not seen happened while it loaded or was cut off.
events.addEventListener('hello', (e) => {
  if (JSON.parse(e.data).version !== version) location.reload();
});
events.addEventListener('js', () => location.reload());
events.addEventListener('css', (e) => {
  version = JSON.parse(e.data).version;
  overlay?.remove();
  swapStylesheet(version);
});
events.addEventListener('failed', (e) => showError(JSON.parse(e.data).message));
events.addEventListener('unchanged', () => overlay?.remove());
