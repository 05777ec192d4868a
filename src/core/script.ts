// Loads a script that the shop's config names (a captcha provider, issue 18), the way the page's
// own scripts load: with the CSP nonce, through the Trusted Types policy (src/core/trusted.ts).
// One load per URL; it fails after the §9.2 script loader time-out (5000 ms), and a failed load is
// tried again next time.
import { scriptURL } from './trusted.ts';

/** §9.2: the script loader's time-out. */
export const SCRIPT_TIMEOUT_MS = 5_000;

const loads = new Map<string, Promise<void>>();

export function loadScript(url: string, nonce: string | undefined, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  let p = loads.get(url);
  if (p) return p;
  p = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    if (nonce) script.nonce = nonce;
    const timer = setTimeout(() => reject(new Error(`script ${url}: no answer in ${timeoutMs} ms`)), timeoutMs);
    script.onload = () => (clearTimeout(timer), resolve());
    script.onerror = () => (clearTimeout(timer), reject(new Error(`script ${url}: failed to load`)));
    (script as { src: unknown }).src = scriptURL(url);
    document.head.appendChild(script);
  });
  loads.set(url, p);
  p.catch(() => loads.delete(url));
  return p;
}
