// Every request the dev server does not answer itself goes on to the shop: pages, /graphql/v1/,
// /ajax/*, images, form posts. On the way there the request names the shop (Host, Origin,
// Referer); on the way back the answer names the local server (Location, absolute URLs in pages,
// CSS and JSON), its cookies are set for the local origin (dev/cookies.ts) and its CSP makes room
// for the local bundle (dev/csp.ts). Pages go through `page()`; anything else that is not CSS or
// JSON streams through as it came, compressed or not.
//
// Only ever to the shop, and only for this server's own name: a request target that is not a plain
// path (`//other.host/x`, `/\other.host/x`, `http://other.host/x`) is answered 400 and the upstream URL
// is the shop's origin plus the path, never a resolution of the target against it (else the dev
// origin would serve another site's page, whose scripts read the shop's session cookie); a Host that
// is not this server's is answered 421 (a DNS-rebound page: its name points at 127.0.0.1, but it is
// not this origin). `requestGuard()` does both, and dev/server.ts runs it before any route of its
// own; the proxy's handler refuses such a target itself too.
import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isUtf8 } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { escapeHtml } from '../fixtures/pages/html.ts';
import { rewriteSetCookie } from './cookies.ts';
import { rewriteCsp } from './csp.ts';
import { localiseUrls, toShop } from './urls.ts';

export interface ProxyOptions {
  /** The shop's origin, `https://shop.example`. */
  shopOrigin: string;
  /**
   * The local server's origin, `http://127.0.0.1:4173`, for a request without a Host header. Otherwise
   * the origin is the one the browser asked for (`localhost`, or the machine's address from a phone).
   */
  localOrigin: string;
  /**
   * A page (HTML) from the shop: its URL and origin on the local server, and the nonce our scripts
   * carry for the CSP header (none: no header, or one that neither has a nonce nor needs one).
   */
  page(html: string, context: PageContext): Promise<string>;
}

export interface PageContext {
  url: string;
  localOrigin: string;
  nonce: string | undefined;
  ownNonce: string;
  /**
   * Undefined for a page in UTF-8, `html` decoded. Otherwise `html` is the page's bytes one for one
   * (latin1), whose charset is this one (`''`: the page names none); the returned text is written back
   * byte for byte the same way.
   */
  charset: string | undefined;
}

/** Headers of one connection, not of the message: never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** The shop's headers that would bind the browser to https or to the shop's own host. */
const DROPPED = new Set(['strict-transport-security', 'alt-svc', 'public-key-pins', 'expect-ct']);
const DECOMPRESS: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};
/** Requests sent once more when a kept-alive connection breaks under them (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Bodies whose absolute URLs are rewritten; the rest stream through. */
const TEXT = /^(text\/css|application\/([\w.+-]+\+)?json)\b/i;
const HTML = /^text\/html\b/i;

const UTF8 = /^(utf-?8|unicode-1-1-utf-8)$/i;

/**
 * A page's charset, as the browser finds it: a UTF-8 byte order mark, the Content-Type's, a `<meta>`'s
 * in the first 1024 bytes; else `utf-8` when the bytes are valid UTF-8, else `''` (unknown).
 */
export function charsetOf(contentType: string, body: Buffer): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  const declared =
    /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1] ??
    /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([^"'\s;>/]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1];
  return declared ? declared.toLowerCase() : isUtf8(body) ? 'utf-8' : '';
}

/**
 * The browser's Accept-Encoding, kept to the codings we can undo to rewrite a page (no zstd, no `*`):
 * never one the browser did not offer (the rest streams through as the shop sent it). None left, or
 * none offered: `identity`, so that a page comes in a form we can rewrite.
 */
export function acceptEncoding(offered: string | string[] | undefined): string {
  const kept = String(offered ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => {
      const coding = part.split(';')[0]!.trim().toLowerCase();
      return coding === 'identity' || Object.hasOwn(DECOMPRESS, coding);
    });
  return kept.join(', ') || 'identity';
}

/**
 * The request target if it is a path of this site (origin-form, RFC 9112 §3.2.1): one `/` first, not
 * `//` (a network-path reference, another host), no `\` in the path (URL parsers read it as `/`,
 * `/\host` as `//host`), no space, control character or `#`. Anything else (absolute-form
 * `http://host/x`, `*`, authority-form): undefined.
 */
export function originFormTarget(target: string | undefined): string | undefined {
  if (!target || target[0] !== '/' || target[1] === '/' || target[1] === '\\') return undefined;
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (path.includes('\\') || /[\x00-\x20\x7f#]/.test(target)) return undefined;
  return target;
}

/**
 * The shop's URL for a request target: the shop's origin and the target's path and query, nothing
 * resolved against it (`new URL('//other.host/x', shop)` is other.host). Undefined for a target that
 * is not a path of this site (`originFormTarget`) or that would leave the shop's origin anyway.
 */
export function upstreamUrl(target: string | undefined, shopOrigin: string): URL | undefined {
  const path = originFormTarget(target);
  if (path === undefined) return undefined;
  const origin = new URL(shopOrigin).origin;
  let url: URL;
  try {
    url = new URL(origin + path);
  } catch {
    return undefined;
  }
  return url.origin === origin ? url : undefined;
}

const WILDCARD = new Set(['0.0.0.0', '[::]', '[::0]', '']);
const bracketed = (address: string) => (address.includes(':') ? `[${address}]` : address);

/**
 * The Host values that name this server, listening at `localOrigin` (`http://127.0.0.1:4173`): its own
 * host, `127.0.0.1`, `localhost` and `[::1]`, each with its port (also without it on the scheme's
 * default port); listening on every address (`0.0.0.0`, `::`), also this machine's addresses (a
 * phone on the same network). A name is never taken on trust: a DNS-rebound page names its own host.
 */
export function ownHosts(localOrigin: string): Set<string> {
  const local = new URL(localOrigin);
  const port = local.port || (local.protocol === 'https:' ? '443' : '80');
  const names = new Set([local.hostname.toLowerCase(), '127.0.0.1', 'localhost', '[::1]']);
  if (WILDCARD.has(local.hostname)) {
    for (const addresses of Object.values(networkInterfaces())) for (const a of addresses ?? []) names.add(bracketed(a.address).toLowerCase());
  }
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    if (!local.port) hosts.add(name);
  }
  return hosts;
}

/** Whether a request's Host names this server (`ownHosts`); a request without one (HTTP/1.0) does. */
export function isOwnHost(host: string | undefined, own: Set<string>): boolean {
  return host === undefined || own.has(host.toLowerCase());
}

const NOT_A_PATH = 'The dev server serves paths of its own site only (/path?query): not another host, not an absolute URL.';

function refuse(res: ServerResponse, status: number, text: string): true {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text + '\n');
  return true;
}

/**
 * A check run before anything else answers a request, for the server at `localOrigin`: true when it
 * has answered it itself, 400 for a target that is not a path of this site, 421 for a Host that is
 * not this server's. 421 Misdirected Request rather than 400 (RFC 9110 §15.5.20): the request is well
 * formed, it was sent to a server that will not answer for that authority, which is what a page whose
 * name was rebound to 127.0.0.1 does.
 */
export function requestGuard(localOrigin: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  let own = ownHosts(localOrigin);
  return (req, res) => {
    if (originFormTarget(req.url) === undefined) return refuse(res, 400, NOT_A_PATH);
    if (!isOwnHost(req.headers.host, own)) {
      // Listening on every address, the machine's may have changed since (another network): once more.
      own = ownHosts(localOrigin);
      // Its own names are not listed: a rebound page reads this answer, and would learn the machine's addresses.
      if (!isOwnHost(req.headers.host, own))
        return refuse(
          res,
          421,
          'The dev server answers for its own address only (127.0.0.1, localhost, [::1] or its --host, with its port), not for this name.',
        );
    }
    return false;
  };
}

export function createProxy(o: ProxyOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const shop = new URL(o.shopOrigin);
  const https = shop.protocol === 'https:';
  const agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const scheme = new URL(o.localOrigin).protocol;
  const localIsHttps = scheme === 'https:';

  function requestHeaders(headers: IncomingHttpHeaders, localOrigin: string): OutgoingHttpHeaders {
    const out: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || name === 'host') continue;
      out[name] = name === 'origin' || name === 'referer' ? toShop(String(value), localOrigin, o.shopOrigin) : value;
    }
    out['host'] = shop.host;
    out['accept-encoding'] = acceptEncoding(headers['accept-encoding']);
    return out;
  }

  /** The shop's answer headers for the local origin; the CSP's nonce for a page's scripts. */
  function responseHeaders(headers: IncomingHttpHeaders, localOrigin: string, ownNonce: string): { out: OutgoingHttpHeaders; nonce: string | undefined } {
    const out: OutgoingHttpHeaders = {};
    const csp = (value: string | string[] | undefined, nonce?: string) =>
      value === undefined ? undefined : rewriteCsp(String(value), { localOrigin, shopOrigin: o.shopOrigin, ownNonce, nonce });
    // The enforced policy picks our scripts' nonce (none when it neither has nor needs one); a
    // report-only policy is made to accept that one too, else picks it.
    const enforced = csp(headers['content-security-policy']);
    const reportOnly = csp(headers['content-security-policy-report-only'], enforced?.nonce);
    const nonce = enforced?.nonce ?? reportOnly?.nonce;
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || DROPPED.has(name)) continue;
      if (name === 'set-cookie') out[name] = (value as string[]).map((c) => rewriteSetCookie(c, localIsHttps));
      else if (name === 'content-security-policy') out[name] = enforced!.policy;
      else if (name === 'content-security-policy-report-only') out[name] = reportOnly!.policy;
      else if (name === 'location' || name === 'content-location' || name === 'refresh' || name === 'link')
        out[name] = localiseUrls(String(value), o.shopOrigin, localOrigin);
      else if (name === 'access-control-allow-origin' && value === o.shopOrigin) out[name] = localOrigin;
      else out[name] = value;
    }
    return { out, nonce };
  }

  /** The shop could not be reached (or broke off): a page that says so, naming it. */
  function unreachable(res: ServerResponse, url: string, error: Error & { code?: string }): void {
    if (res.headersSent) return void res.destroy();
    const reason = escapeHtml(error.code ? `${error.code}: ${error.message}` : error.message);
    res.writeHead(502, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><meta charset="utf-8"><title>502: the shop did not answer</title>
<h1>The shop did not answer</h1>
<p>The dev server passed <code>${escapeHtml(url)}</code> on to the shop at <a href="${escapeHtml(o.shopOrigin)}">${escapeHtml(o.shopOrigin)}</a>, and got no answer: ${reason}.</p>
<p>Is the shop up, and is <code>--shop</code> its address?</p>\n`);
  }

  interface Exchange {
    url: string;
    localOrigin: string;
    ownNonce: string;
  }

  async function rewritten(
    upstream: IncomingMessage,
    res: ServerResponse,
    x: Exchange,
    headers: OutgoingHttpHeaders,
    nonce: string | undefined,
    html: boolean,
  ) {
    const chunks: Buffer[] = [];
    for await (const chunk of upstream) chunks.push(chunk as Buffer);
    const encoding = String(headers['content-encoding'] ?? '').toLowerCase();
    const body = encoding ? await DECOMPRESS[encoding]!(Buffer.concat(chunks)) : Buffer.concat(chunks);
    // The rewrites touch ASCII only (addresses, tags; a page's --config is written for its charset by
    // the page rewrite): CSS, JSON and a page not in UTF-8 go through latin1, byte for byte, so that
    // an ISO-8859-2 or windows-1250 text comes back as it was.
    const charset = html ? charsetOf(String(headers['content-type'] ?? ''), body) : '';
    const utf8 = UTF8.test(charset);
    const text = body.toString(utf8 ? 'utf8' : 'latin1');
    const out = html ? await o.page(text, { ...x, nonce, charset: utf8 ? undefined : charset }) : localiseUrls(text, o.shopOrigin, x.localOrigin);
    const bytes = Buffer.from(out, utf8 ? 'utf8' : 'latin1');
    // The body changed: the shop's length, encoding and validators no longer describe it.
    for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified', 'content-md5', 'digest']) delete headers[name];
    headers['content-length'] = String(bytes.length);
    // A rewritten page names this build's files and this server's version: never kept (the shop's caching was for its own page).
    if (html) headers['cache-control'] = 'no-store';
    res.writeHead(upstream.statusCode ?? 502, headers);
    res.end(bytes);
  }

  function answer(req: IncomingMessage, res: ServerResponse, x: Exchange, upstream: IncomingMessage): void {
    const { out, nonce } = responseHeaders(upstream.headers, x.localOrigin, x.ownNonce);
    const type = String(upstream.headers['content-type'] ?? '');
    const encoding = String(upstream.headers['content-encoding'] ?? '').toLowerCase();
    const hasBody = req.method !== 'HEAD' && upstream.statusCode !== 204 && upstream.statusCode !== 304;
    const html = HTML.test(type);
    if (hasBody && (html || TEXT.test(type)) && (!encoding || encoding in DECOMPRESS)) {
      rewritten(upstream, res, x, out, nonce, html).catch((error: Error) => unreachable(res, x.url, error));
      return;
    }
    // A page's headers without its body (HEAD): its length would be the shop's, not ours, and it is not kept.
    if (html) {
      delete out['content-length'];
      out['cache-control'] = 'no-store';
    }
    res.writeHead(upstream.statusCode ?? 502, upstream.statusMessage, out);
    // The shop breaking off mid-body breaks ours off too (the browser sees it cut, not waiting for the rest).
    pipeline(upstream, res, (error) => {
      if (error) res.destroy();
    });
  }

  return (req, res) => {
    // The Host is checked by the server this handler serves (requestGuard: it knows the address it
    // listens on); the target here too, whoever mounts the handler.
    const upstreamTarget = upstreamUrl(req.url, o.shopOrigin);
    if (!upstreamTarget) return void refuse(res, 400, NOT_A_PATH);
    const target: URL = upstreamTarget;
    const localOrigin = req.headers.host ? `${scheme}//${req.headers.host}` : o.localOrigin;
    const x: Exchange = { url: localOrigin + (req.url ?? '/'), localOrigin, ownNonce: randomBytes(16).toString('base64') };
    const headers = requestHeaders(req.headers, localOrigin);
    // The body is read first (forms, GraphQL: small): a request can then be sent again.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => send(Buffer.concat(chunks), true));

    function send(body: Buffer, firstTry: boolean): void {
      const upstreamRequest = (https ? httpsRequest : httpRequest)(target, { method: req.method, headers, agent });
      upstreamRequest.setTimeout(60_000, () => upstreamRequest.destroy(new Error('no answer within 60 s')));
      upstreamRequest.on('error', (error: Error & { code?: string }) => {
        // A kept-alive connection the shop closed just as we sent on it: once more, on a new one, if
        // sending it twice does no harm (the shop may have handled a POST, a basket add, before closing).
        if (
          firstTry &&
          IDEMPOTENT.has(req.method ?? 'GET') &&
          upstreamRequest.reusedSocket &&
          (error.code === 'ECONNRESET' || error.code === 'EPIPE') &&
          !res.headersSent
        )
          send(body, false);
        else unreachable(res, x.url, error);
      });
      res.on('close', () => {
        if (!res.writableFinished) upstreamRequest.destroy();
      });
      upstreamRequest.on('response', (upstream) => answer(req, res, x, upstream));
      upstreamRequest.end(body.length ? body : undefined);
    }
  };
}
