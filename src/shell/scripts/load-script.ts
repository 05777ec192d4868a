// Loads a script the shop names (its captcha provider, a script registered in the config's
// `scripts`), the way the page's own scripts load: with the CSP nonce, through the
// Trusted Types policy (src/core/trusted.ts). One load per URL; it fails after the §9.2 script
// loader time-out (5000 ms), and a failed load is tried again next time.
import { scriptURL } from '../../core/trusted.ts';
import { SCRIPT_TIMEOUT_MS } from '../../core/shell-api.ts';

/** §9.8: where a script goes, and how it runs. */
export const SCRIPT_POSITIONS = ['head', 'body_top', 'body_bottom', 'before_shop_js', 'after_shop_js'] as const;
export type ScriptPosition = (typeof SCRIPT_POSITIONS)[number];
export type ScriptType = 'script' | 'module';

export interface ScriptOptions {
  type?: ScriptType;
  position?: ScriptPosition;
  timeoutMs?: number;
  /** How the script is named in errors (default: its URL). */
  label?: string;
}

/** The main shop script that `before_shop_js` and `after_shop_js` are relative to (§9.8). */
export const SHOP_SCRIPT_SELECTOR = 'script[data-shop-script]';

const loads = new Map<string, Promise<void>>();

function place(script: HTMLScriptElement, position: ScriptPosition): void {
  const shop = position === 'before_shop_js' || position === 'after_shop_js' ? document.querySelector(SHOP_SCRIPT_SELECTOR) : null;
  if (shop) shop[position === 'before_shop_js' ? 'before' : 'after'](script);
  else if (position === 'head') document.head.append(script);
  else if (position === 'body_top') document.body.prepend(script);
  // body_bottom, and the shop script's neighbours on a page that marks none (README "Script loader").
  else document.body.append(script);
}

export function loadScript(url: string, nonce: string | undefined, o: ScriptOptions = {}): Promise<void> {
  let p = loads.get(url);
  if (p) return p;
  const timeoutMs = o.timeoutMs ?? SCRIPT_TIMEOUT_MS;
  const label = o.label ?? 'script ' + url;
  p = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    if (nonce) script.nonce = nonce;
    if (o.type === 'module') script.type = 'module';
    const timer = setTimeout(() => reject(new Error(`${label}: no answer in ${timeoutMs} ms`)), timeoutMs);
    script.onload = () => (clearTimeout(timer), resolve());
    script.onerror = () => (clearTimeout(timer), reject(new Error(`${label}: failed to load`)));
    (script as { src: unknown }).src = scriptURL(url);
    place(script, o.position ?? 'head');
  });
  loads.set(url, p);
  p.catch(() => loads.delete(url));
  return p;
}
