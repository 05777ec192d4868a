// The page shell's calls: partial page navigation, the page's loading overlay and the
// script loader. The shell runs underneath the widgets, one per page, in its own chunk
// (src/shell/), which the runtime loads only when the page uses one of them (SHELL_TRIGGER, the
// config's `snippets` and `scripts.load`) or something asks for it: a widget through
// `services.shell()`, a theme through `window.StorefrontWidgets`. Types and constants only here
// (the chunk's own interface, ShellModule, is in services.ts: it takes the services).
/** §9.2: the script loader's time-out (also how long a widget waits for an adapter, src/core/adapters.ts). */
export const SCRIPT_TIMEOUT_MS = 5_000;

/** `stayed`: the shopper chose to stay (unsaved changes, §8.4), or a newer navigation took over. */
export type NavigateResult = 'swapped' | 'navigated' | 'stayed';

export interface Shell {
  /** Partial page navigation (§2.1): swaps the page's regions for those of `url`, or navigates there in full. */
  navigate(url: string): Promise<NavigateResult>;
  /** Loads a script registered by name in the config's `scripts` (§9.8), once; rejects naming the script. */
  loadScript(name: string): Promise<void>;
  /** Loads a script the config names by its URL (the captcha provider's `src`), the same way. */
  loadScriptFrom(url: string): Promise<void>;
  /** Shows the page's loading overlay (§2.2) with a message (default: "Ładowanie…"). */
  showLoading(message?: string): void;
  hideLoading(): void;
}

/** Markup that needs the shell: links and forms marked for partial loading, forms that warn before leaving. */
export const PARTIAL_ATTR = 'data-partial';
export const UNSAVED_ATTR = 'data-unsaved-warning';
export const SHELL_TRIGGER = `[${PARTIAL_ATTR}],[${UNSAVED_ATTR}]`;

/** Whether the page uses the shell on its own (the config or its markup), before anyone calls it. */
export function pageUsesShell(rawConfig: Record<string, unknown>, doc: Document): boolean {
  const scripts = rawConfig.scripts as { load?: unknown } | undefined;
  return rawConfig.snippets === true || (Array.isArray(scripts?.load) && scripts.load.length > 0) || doc.querySelector(SHELL_TRIGGER) !== null;
}
