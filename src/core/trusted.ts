// The one place server text may become markup or code: the spec's snippets and tracking
// scripts (§3.4, §7.1). Pages may enforce Trusted Types (`require-trusted-types-for 'script'`),
// so these go through a named policy, `storefront`, that the page's CSP allows.
interface Policy {
  createHTML(s: string): unknown;
  createScript(s: string): unknown;
  createScriptURL(s: string): unknown;
}

/** The script URLs we vouch for: our own same-origin worker chunks, and those the config names (scriptURL) (`chunks/<language>-<hash>/<name>-worker.js`). */
const WORKER_CHUNK = /\/chunks\/[a-z]{2}-[0-9A-F]{8}\/[a-z-]+-worker\.js$/;

/** Script URLs the shop's own config names (its captcha provider …), vouched for by scriptURL(). */
const vouched = new Set<string>();

function ownWorkerChunk(url: string): string {
  const u = new URL(url, location.href);
  if (vouched.has(u.href)) return u.href;
  if (u.origin !== location.origin || !WORKER_CHUNK.test(u.pathname)) throw new TypeError('storefront: not a worker chunk: ' + url);
  return u.href;
}
let policy: Policy | null | undefined;

function getPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } }).trustedTypes;
  try {
    policy = tt ? tt.createPolicy('storefront', { createHTML: (s: string) => s, createScript: (s: string) => s, createScriptURL: ownWorkerChunk }) : null;
  } catch {
    policy = null; // The page's CSP does not allow our policy name: fall back to plain strings.
  }
  return policy;
}

/** Runs a server-provided script with the page's CSP nonce (a script set via innerHTML never runs). */
export function runServerScript(code: string, nonce: string | undefined, parent: Node = document.body): HTMLScriptElement {
  const script = document.createElement('script');
  if (nonce) script.nonce = nonce;
  const p = getPolicy();
  (script as { text: unknown }).text = p ? p.createScript(code) : code;
  parent.appendChild(script);
  return script;
}

/**
 * A worker chunk's URL as `new Worker()` accepts it on a page that enforces Trusted Types; null
 * when the URL is not one of our own worker chunks (the caller then works on the main thread).
 */
export function trustedWorkerURL(url: string): string | object | null {
  try {
    const p = getPolicy();
    return p ? (p.createScriptURL(url) as object) : ownWorkerChunk(url);
  } catch {
    return null;
  }
}

/**
 * Parses a page of our own shop, fetched same-origin by the partial page loader (§2.1), into inert
 * nodes (scripts in it do not run, images do not load). The page loader calls this, and the page
 * shell's snippets part for the items of our own bulk endpoint (§3.4, src/shell/snippets/inject.ts).
 * A <template>'s content, not DOMParser: a DOMParser document answers to this page's CSP, so a
 * `<base>` in the answer would be a base-uri violation while merely parsed; in a template's content
 * nothing is in a document. The page's own <html>, <head> and <body> tags go; their contents stay,
 * in order.
 */
export function parseOwnPage(html: string): DocumentFragment {
  const p = getPolicy();
  const template = document.createElement('template');
  (template as { innerHTML: unknown }).innerHTML = p ? p.createHTML(html) : html;
  return template.content;
}

/** A script URL that the shop's config names (trusted like the config's nonce), as `script.src` takes it under Trusted Types. */
export function scriptURL(url: string): string | object {
  vouched.add(new URL(url, location.href).href);
  const p = getPolicy();
  return p ? (p.createScriptURL(url) as object) : url;
}

/** Sets a <script>'s text through the policy (a data block's copy: src/core/fetched-markup.ts). */
export function setScriptText(script: HTMLScriptElement, text: string): void {
  const p = getPolicy();
  (script as { text: unknown }).text = p ? p.createScript(text) : text;
}
