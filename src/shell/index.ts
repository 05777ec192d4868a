// The page shell (issue 19): what runs on every page underneath the widgets, in this chunk and the
// parts it loads only where the page uses them (src/core/shell-api.ts). The runtime starts it once.
import type { Services } from '../core/services.ts';
import type { Shell } from '../core/shell-api.ts';
import { createTranslate } from '../core/i18n.ts';
import { showLoadingOverlay, type LoadingOverlayHandle } from '../ui/loading-overlay.ts';
import { shellTexts } from './texts.ts';

/** One start per part, on first use. */
const once = <T>(start: () => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => (p ??= start());
};

export function startShell(services: Services, rawConfig: Record<string, unknown>): Shell {
  const { config } = services;
  const t = createTranslate(config.language, shellTexts, config.texts);
  const scripts = once(() => import('./scripts/index.ts').then((m) => m.createScriptLoader(m.readScriptsConfig(rawConfig.scripts), config.nonce)));
  let overlay: LoadingOverlayHandle | undefined;

  if (rawConfig.scripts !== undefined) scripts().catch((e: unknown) => services.reporter.report(e));
  // The server's snippets and top layers (§3.4), where the config asks: their own chunk.
  if (rawConfig.snippets === true) import('./snippets/index.ts').then((m) => m.startSnippets(services), (e: unknown) => services.reporter.report(e));

  return {
    navigate: (url) => {
      location.assign(url);
      return Promise.resolve('navigated');
    },
    loadScript: (name) => scripts().then((s) => s.load(name)),
    loadScriptFrom: (url) => scripts().then((s) => s.loadFrom(url, { label: 'storefront: script ' + url })),
    // The theme's own overlay (README "JS API"): one, whose message a second call replaces.
    showLoading(message = t('shell.loading')) {
      if (overlay) overlay.update(message);
      else overlay = showLoadingOverlay(message);
    },
    hideLoading() {
      overlay?.hide();
      overlay = undefined;
    },
  };
}
