// The page shell: what runs on every page underneath the widgets, in this chunk and the
// parts it loads only where the page uses them (src/core/shell-api.ts). The runtime starts it once.
import type { Services } from '../core/services.ts';
import { PARTIAL_ATTR, UNSAVED_ATTR, type Shell } from '../core/shell-api.ts';
import { createTranslate } from '../core/i18n.ts';
import { showLoadingOverlay, type LoadingOverlayHandle } from '../ui/loading-overlay.ts';
import type { ShellContext } from './context.ts';
import { shellTexts } from './texts.ts';

/** One start per part, on first use. */
const once = <T>(start: () => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => (p ??= start());
};

export function startShell(services: Services, rawConfig: Record<string, unknown>, afterReady: (fn: () => void) => void): Shell {
  const { config } = services;
  const ctx: ShellContext = { services, t: createTranslate(config.language, shellTexts, config.texts), guards: new Set() };
  // A part that does not load is said, not only reported: its links then load in full, its scripts do not run.
  const report = (e: unknown) => {
    console.error('storefront page shell: ' + ((e as Error)?.message ?? String(e)));
    services.reporter.report(e);
  };
  const scripts = once(() => import('./scripts/index.ts').then((m) => m.createScriptLoader(m.readScriptsConfig(rawConfig.scripts), config.nonce)));
  const navigation = once(() => import('./navigation/index.ts').then((m) => m.startNavigation(ctx)));
  const unsaved = once(() => import('./unsaved/index.ts').then((m) => m.watchUnsaved(ctx)));
  let overlay: LoadingOverlayHandle | undefined;

  /** The parts the page's markup asks for (again after a partial navigation brought new markup). */
  function startParts() {
    if (document.querySelector(`[${PARTIAL_ATTR}]`)) navigation().catch(report);
    if (document.querySelector(`[${UNSAVED_ATTR}]`)) unsaved().catch(report);
  }
  startParts();
  services.bus.on('page:loaded', startParts);
  if ((rawConfig.scripts as { load?: unknown[] } | undefined)?.load?.length) scripts().catch(report);
  // The server's snippets and top layers (§3.4), where the config asks: their own chunk, fetched once the
  // first scan's widgets are ready, so that it takes no bandwidth from them (their sections are in the
  // page's first bulk request all the same, and page data keeps the answer).
  if (rawConfig.snippets === true) afterReady(() => void import('./snippets/index.ts').then((m) => m.startSnippets(services), report));

  return {
    navigate: (url) => navigation().then((n) => n.navigate(url)),
    loadScript: (name) => scripts().then((s) => s.load(name)),
    loadScriptFrom: (url) => scripts().then((s) => s.loadFrom(url, { label: 'storefront: script ' + url })),
    // The theme's own overlay (README "JS API"): one, whose message a second call replaces.
    showLoading(message = ctx.t('shell.loading')) {
      if (overlay) overlay.update(message);
      else overlay = showLoadingOverlay(message);
    },
    hideLoading() {
      overlay?.hide();
      overlay = undefined;
    },
  };
}
