// The loader entry (`dist/storefront.js`). It must stay tiny (budget: 3 KB gzip): no React,
// no zod, no static import of shared chunks. Everything else is loaded on demand.
import { createBus } from './core/bus.ts';
import { createLoader } from './loader/loader.ts';
import { readRawConfig } from './loader/read-config.ts';
import { lazyReporter } from './loader/lazy-reporter.ts';
import { sendFirstBulk } from './loader/first-bulk.ts';
import type { StorefrontApi } from './loader/types.ts';
import { registry } from '../widgets/registry.ts';

declare const __VERSION__: string;
/** Widget name → the shared chunks its chunk imports, `chunks/shared-<hash>.js` by hash (written by build.mjs). */
declare const __WIDGET_CHUNKS__: Record<string, string[]>;

declare global {
  interface Window {
    StorefrontWidgets?: StorefrontApi;
    StorefrontConfig?: Record<string, unknown>;
  }
}

// Running the loader twice on one page (two script tags, a theme and a plugin) is harmless:
// the second copy finds the first and does nothing.
if (!window.StorefrontWidgets) {
  const importNet = () => import('./core/net.ts');
  const rawConfig = readRawConfig(document);
  const loader = createLoader({
    doc: document,
    registry,
    bus: createBus(),
    rawConfig,
    reporter: lazyReporter(rawConfig, () => import('./core/reporter.ts')),
    // React is evaluated a task before the runtime: one long task of 78 ms at 4× CPU becomes two short ones.
    importRuntime: () =>
      import('./vendor/react.ts')
        .then(() => new Promise((next) => setTimeout(next)))
        .then(() => import('./runtime/runtime.tsx')),
    importNet,
    preloadChunks(name) {
      // A URL, not './chunks/' + hash: esbuild would read a concatenated path as a glob of files to bundle.
      for (const hash of __WIDGET_CHUNKS__[name] ?? []) import(new URL('chunks/shared-' + hash + '.js', import.meta.url).href).catch(() => {});
    },
    version: __VERSION__,
    // The bulk request and the code that reads it start together, one round trip after the loader.
    sendFirstBulk(raw, sections) {
      const first = sendFirstBulk(raw, sections);
      if (first) importNet().catch(() => {});
      return first;
    },
  });
  const { start, stop: _stop, ...api } = loader;
  window.StorefrontWidgets = api;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
