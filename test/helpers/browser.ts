/**
 * Real-Chromium launcher shared by the e2e tests and the bench (docs/design.md §9).
 *
 * Executable, first match wins:
 *   1. `CHROMIUM_PATH` env (must exist),
 *   2. `/usr/bin/chromium` when installed,
 *   3. the `@sparticuz/chromium` package (extracts a headless-shell build to the OS temp dir on first use),
 * so `npm test` runs on a fresh machine with nothing but `npm install`.
 *
 * Flags: Playwright itself adds `--headless` (new headless on a full Chromium ≥ 132, and the only mode of
 * the headless-shell build @sparticuz ships) and `--no-sandbox`. Of @sparticuz's own `chromium.args` we keep
 * none: they are tuned for AWS Lambda (`--single-process`, `--no-zygote`, swiftshader GL, …) and the binary
 * runs fine without them here; `--single-process` would also distort the bench (renderer and browser share
 * one process). Two of them must never be passed because they would switch off what the tests check:
 * `--disable-web-security` and `--allow-running-insecure-content` (the shop's CSP has to be enforced).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export type ChromiumSource = 'CHROMIUM_PATH' | '/usr/bin/chromium' | '@sparticuz/chromium';

export interface ChromiumExecutable {
  path: string;
  source: ChromiumSource;
}

/** Flags added to Playwright's defaults. Never add anything that weakens CSP or Trusted Types. */
export const CHROMIUM_ARGS: readonly string[] = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]);

/** Flags that would make the CSP / mixed-content checks meaningless. */
const FORBIDDEN_ARGS = ['--disable-web-security', '--allow-running-insecure-content'];

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

let executable: Promise<ChromiumExecutable> | undefined;

/** Resolves (once per process) which Chromium binary to use. */
export function resolveChromium(): Promise<ChromiumExecutable> {
  executable ??= findChromium().catch((error: unknown) => {
    executable = undefined; // let a later call retry instead of caching the failure
    throw error;
  });
  return executable;
}

async function findChromium(): Promise<ChromiumExecutable> {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to "${fromEnv}", but no such file exists`);
    return { path: fromEnv, source: 'CHROMIUM_PATH' };
  }
  if (existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: '/usr/bin/chromium' };
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return { path: await sparticuz.executablePath(), source: '@sparticuz/chromium' };
}

export interface LaunchOptions {
  /** Extra Chromium flags (appended after CHROMIUM_ARGS). */
  args?: string[];
  /** Launch timeout in ms (default 60 s: the first @sparticuz extraction takes a few seconds). */
  timeout?: number;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const args = [...CHROMIUM_ARGS, ...(options.args ?? [])];
  const forbidden = args.filter((arg) => FORBIDDEN_ARGS.some((bad) => arg === bad || arg.startsWith(`${bad}=`)));
  if (forbidden.length > 0) throw new Error(`launchBrowser: refusing flags that disable CSP checks: ${forbidden.join(' ')}`);
  const { path, source } = await resolveChromium();
  try {
    return await chromium.launch({
      executablePath: path,
      headless: true,
      args,
      timeout: options.timeout ?? 60_000,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`launchBrowser: could not start Chromium from ${source} (${path}):\n${message}`, { cause: error });
  }
}

/** baseURL of each context made by newShopContext (Playwright doesn't expose it). */
const contextBaseURL = new WeakMap<BrowserContext, string>();

export function baseURLOf(context: BrowserContext): string | undefined {
  return contextBaseURL.get(context);
}

/**
 * A fresh, isolated context for one shopper: no cache, no cookies, no service workers, Polish locale,
 * a desktop viewport. CSP stays enforced (`bypassCSP` is never set).
 */
export async function newShopContext(
  browser: Browser,
  baseURL: string,
  options: Omit<BrowserContextOptions, 'baseURL' | 'bypassCSP'> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    ...options,
    baseURL,
    bypassCSP: false,
  });
  contextBaseURL.set(context, baseURL);
  return context;
}
