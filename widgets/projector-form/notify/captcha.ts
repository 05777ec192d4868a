// The captcha token of the tell-availability call (spec §5.7, §7.5 `recaptcha`). The shop names its
// provider in the config (`captcha: {provider, siteKey, src?, script?}`); its script loads through
// the page shell's script loader (the page shell: nonce, Trusted Types), by its registered name
// (`script`) or its URL (`src`), when the dialog opens. "recaptcha" is reCAPTCHA v3
// (the legacy script's provider); any other name is an adapter the shop registers:
// `StorefrontWidgets.register('captcha', name, { token: (siteKey, action) => Promise<string> })`.
// No provider configured: no token is sent, and the console says why once per page.
import type { Bus } from '../../../src/core/bus.ts';
import type { Config } from '../../../src/core/config.ts';
import { waitForAdapter, type CaptchaAdapter } from '../../../src/core/adapters.ts';
import type { Shell } from '../../../src/core/shell-api.ts';

interface ReCaptcha {
  ready(fn: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

const ACTION = 'notify';
let warned = false;

/** Starts loading the provider's script (on opening the dialog), so the token is quick on submit. */
export function prepareCaptcha(config: Config, shell: () => Promise<Shell>): void {
  if (config.captcha) loadProvider(config.captcha, shell).catch(() => {}); // a failure is reported on submit
}

const srcOf = (c: NonNullable<Config['captcha']>): string | undefined =>
  c.src ?? (c.provider === 'recaptcha' ? 'https://www.google.com/recaptcha/api.js?render=' + encodeURIComponent(c.siteKey) : undefined);

/** The provider's script: registered by name, else by URL; none for an adapter whose script the shop loads itself. */
async function loadProvider(c: NonNullable<Config['captcha']>, shell: () => Promise<Shell>): Promise<void> {
  const src = srcOf(c);
  if (c.script) await (await shell()).loadScript(c.script);
  else if (src) await (await shell()).loadScriptFrom(src);
}

/** The token, or null without a configured provider. Rejects when the provider fails (no answer in 5 s). */
export async function captchaToken(config: Config, bus: Bus, shell: () => Promise<Shell>, widget: string): Promise<string | null> {
  const c = config.captcha;
  if (!c) {
    if (!warned) console.info(`${widget}: no captcha provider in storefront-config.captcha, so the tell-me-when-available request goes without a token`);
    warned = true;
    return null;
  }
  await loadProvider(c, shell);
  if (c.provider !== 'recaptcha') return (await waitForAdapter<CaptchaAdapter>(bus, 'captcha', c.provider)).token(c.siteKey, ACTION);
  const g = (globalThis as { grecaptcha?: ReCaptcha }).grecaptcha;
  if (!g) throw new Error(`captcha "recaptcha": ${c.script ?? srcOf(c)} did not define grecaptcha`);
  await new Promise<void>((resolve) => g.ready(resolve));
  return g.execute(c.siteKey, { action: ACTION });
}
