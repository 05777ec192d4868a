// A shop page, as the dev server serves it: the shop's copy of the bundle swapped for the local build,
// the local config overrides merged in, the live-reload client added, the shop's addresses pointing
// here (see the README, "Working against a real shop").
//
// The shop's copy is recognised by its file names, wherever the shop hosts it (its own path, a CDN):
// `<script src=".../storefront.js">` and `<link rel="stylesheet" href=".../storefront.css">` now load
// `/__storefront/storefront.js` and `.css`; the modulepreload hints of its chunks (same folder or
// below) name the local chunk of the same file when the local build has it, and are dropped when it
// does not. A page without the bundle gets the stylesheet and the loader added at the end of <head>.
import { escapeHtml, scriptJson } from '../fixtures/pages/html.ts';
import { mergeConfig } from '../fixtures/pages/layout.ts';
import { normaliseLanguage, type Language } from '../src/domain/language.ts';
import { attribute, attributesOf, replaceTags, startTag, withAttribute, type Attributes } from './html-tags.ts';
import { rewriteCsp } from './csp.ts';
import { localiseUrls } from './urls.ts';

/** Where the local build is served (reserved: the shop's own paths never start with it). */
export const LOCAL_BUNDLE = '/__storefront/';
/** The dev server's own addresses: the live-reload client and its events. */
export const DEV_PREFIX = '/__storefront-dev/';
export const RELOAD_CLIENT = DEV_PREFIX + 'reload.js';

export interface HtmlRewrite {
  /** The page's address on the local server. */
  pageUrl: string;
  localOrigin: string;
  shopOrigin: string;
  /** The nonce of the CSP header as rewritten (rewriteCsp); undefined when the page came without one, or its policy neither has nor needs one. */
  nonce: string | undefined;
  /** A nonce of ours, for a policy that needs one and has none. */
  ownNonce: string;
  /** `--config`: merged over the page's storefront-config. */
  overrides: Record<string, unknown> | undefined;
  /** Language → its local chunk directory (`pl-dev`), for the languages built. */
  chunkDirs: Partial<Record<Language, string>>;
  /** Whether the local build has this file (`chunks/pl-dev/runtime.js`). */
  hasFile(path: string): boolean;
  /** The live reload's version (dev/live-reload.ts): the client reloads when it hears of another. */
  version: string;
  /**
   * A page not in UTF-8 (dev/proxy.ts): `source` is its bytes one for one (latin1), in this charset
   * (`''`: it names none). The storefront-config is read in it, and written back in ASCII.
   */
  charset?: string | undefined;
}

export interface RewrittenHtml {
  html: string;
  /** What could not be done (a storefront-config that is not JSON): for the dev server's log. */
  warnings: string[];
}

const CONFIG = /(<script\b[^>]*\bid\s*=\s*["']?storefront-config\b[^>]*>)([\s\S]*?)(<\/script\s*>)/i;
const fileName = (url: URL): string => url.pathname.slice(url.pathname.lastIndexOf('/') + 1);

/**
 * The page's storefront-config, parsed; undefined when it has none, an Error when it is not JSON.
 * `charset`: `html` is the bytes of a page in it (HtmlRewrite.charset), read in it if it is named.
 */
function configOf(html: string, charset?: string): Record<string, unknown> | Error | undefined {
  const text = CONFIG.exec(html)?.[2];
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(charset ? new TextDecoder(charset).decode(Buffer.from(text, 'latin1')) : text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : new Error('not a JSON object');
  } catch (error) {
    return error as Error;
  }
}

/** The language the bundle will use on this page (src/loader/chunk-url.ts): the config's, else `<html lang>`. */
export function pageLanguage(html: string, overrides: Record<string, unknown> | undefined, charset?: string): Language {
  const parsed = configOf(html, charset);
  const config = mergeConfig(parsed instanceof Error || !parsed ? {} : parsed, overrides);
  const htmlLang = /<html\b[^>]*\blang\s*=\s*["']?([\w-]+)/i.exec(html)?.[1];
  return normaliseLanguage(typeof config.language === 'string' ? config.language : htmlLang);
}

export function rewriteHtml(source: string, o: HtmlRewrite): RewrittenHtml {
  const warnings: string[] = [];
  // A meta CSP is rewritten like the header, from the shop's own text: the shop's origin stays in it,
  // with the local origin beside it. The shop's addresses are localised everywhere else. Every policy
  // enforced must accept our scripts' one nonce: the header's (had or added), else the first meta's
  // that has or needs one; a later policy with 'strict-dynamic' gets it added. No policy needs one:
  // the page's scripts' own nonce stays.
  let nonce = o.nonce;
  let html = source
    .split(/(<meta\b[^>]*>)/i)
    .map((part, i) => {
      const a = i % 2 ? attributesOf(part) : undefined;
      if (!a || attribute(a, 'http-equiv')?.toLowerCase() !== 'content-security-policy') return localiseUrls(part, o.shopOrigin, o.localOrigin);
      const csp = rewriteCsp(attribute(a, 'content') ?? '', { localOrigin: o.localOrigin, shopOrigin: o.shopOrigin, ownNonce: o.ownNonce, nonce });
      nonce = csp.nonce;
      return startTag('meta', withAttribute(a, 'content', csp.policy));
    })
    .join('');
  const resolve = (href: string | undefined): URL | undefined => {
    try {
      return href ? new URL(href, o.pageUrl) : undefined;
    } catch {
      return undefined;
    }
  };

  // The shop's loader: where its bundle lives (its chunks are below), and the nonce it carries.
  let bundleBase: URL | undefined;
  let pageNonce: string | undefined;
  replaceTags(html, 'script', (tag, a) => {
    const src = resolve(attribute(a, 'src'));
    if (src && fileName(src) === 'storefront.js' && !bundleBase) bundleBase = new URL('.', src);
    pageNonce ??= attribute(a, 'nonce');
    return tag;
  });
  nonce ??= pageNonce;
  const withNonce = (a: Attributes): Attributes => withAttribute(a, 'nonce', nonce);
  const local = (a: Attributes, name: 'src' | 'href', file: string): Attributes =>
    withAttribute(withAttribute(a, name, LOCAL_BUNDLE + file), 'integrity', undefined);

  html = replaceTags(html, 'script', (tag, a) => {
    const src = resolve(attribute(a, 'src'));
    return src && fileName(src) === 'storefront.js' ? startTag('script', withNonce(local(a, 'src', 'storefront.js'))) : tag;
  });
  let stylesheet = false;
  html = replaceTags(html, 'link', (tag, a) => {
    const href = resolve(attribute(a, 'href'));
    if (!href) return tag;
    const name = fileName(href);
    if (name === 'storefront.css') {
      stylesheet ||= /\bstylesheet\b/i.test(attribute(a, 'rel') ?? '');
      return startTag('link', local(a, 'href', name));
    }
    if (name === 'storefront.js') return startTag('link', withNonce(local(a, 'href', name)));
    if (!bundleBase || href.origin !== bundleBase.origin || !href.pathname.startsWith(bundleBase.pathname)) return tag;
    // One of the shop's chunks: the local one of the same name and language, if the local build has it.
    const chunk = /^chunks\/(pl|it|en)-[^/]+\/(.+)$/.exec(href.pathname.slice(bundleBase.pathname.length));
    const dir = chunk && o.chunkDirs[chunk[1] as Language];
    const file = dir && `chunks/${dir}/${chunk[2]}`;
    return file && o.hasFile(file) ? startTag('link', withNonce(local(a, 'href', file))) : '';
  });

  const parsed = configOf(html, o.charset);
  // A page not in UTF-8 gets its config in ASCII (\u escapes), read in its charset; one that names
  // none keeps its own text byte for byte, and --config's is written as Latin-1.
  const json = (value: unknown): string =>
    o.charset ? scriptJson(value).replace(/[^\0-\x7f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')) : scriptJson(value);
  if (o.charset === '' && o.overrides && /[^\0-\x7f]/.test(JSON.stringify(o.overrides))) {
    warnings.push(`${o.pageUrl}: the page is not in UTF-8 and names no charset; --config's text outside ASCII is written as Latin-1`);
  }
  if (parsed instanceof Error) warnings.push(`${o.pageUrl}: the page's storefront-config is not JSON (${parsed.message}); --config not merged`);
  else if (parsed && o.overrides)
    html = html.replace(CONFIG, (_, open: string, _text: string, close: string) => open + json(mergeConfig(parsed, o.overrides)) + close);

  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const added = [
    ...(stylesheet ? [] : [`<link rel="stylesheet" href="${LOCAL_BUNDLE}storefront.css">`]),
    ...(parsed === undefined && o.overrides ? [`<script type="application/json" id="storefront-config">${json(o.overrides)}</script>`] : []),
    ...(bundleBase ? [] : [`<script type="module"${nonceAttribute} src="${LOCAL_BUNDLE}storefront.js"></script>`]),
    `<script type="module"${nonceAttribute} src="${RELOAD_CLIENT}?v=${encodeURIComponent(o.version)}"></script>`,
  ].join('\n');
  const headEnd = /<\/head\s*>/i.exec(html) ?? /<body\b/i.exec(html);
  html = headEnd ? html.slice(0, headEnd.index) + added + '\n' + html.slice(headEnd.index) : added + '\n' + html;
  return { html, warnings };
}
