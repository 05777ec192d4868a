// The loader entry (`dist/storefront.js`). It must stay tiny (bench/budgets.json): no React,
// no zod, no static import of shared chunks. Everything else is loaded on demand, from the page
// language's chunk directory (src/loader/chunk-url.ts).
import { createBus } from './core/bus.ts';
import { createLoader } from './loader/loader.ts';
import { readRawConfig } from './loader/read-config.ts';
import { lazyReporter } from './loader/lazy-reporter.ts';
import { sendFirstBulk } from './loader/first-bulk.ts';
import { publicApi } from './loader/public-api.ts';
import { chunkUrl, loadChunk, setChunkLanguage } from './loader/chunk-url.ts';
import type { NetModule, RuntimeModule, StorefrontApi } from './loader/types.ts';
import { registry } from '../widgets/registry.ts';

declare const __VERSION__: string;
/** Widget name → the shared chunks its chunk imports, `shared-<hash>.js` by hash, alike in every language (written by build.mjs). */
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
  const rawConfig = readRawConfig(document);
  setChunkLanguage(rawConfig, document);
  const importNet = () => loadChunk<NetModule>('net');
  const bus = createBus();
  const loader = createLoader({
    doc: document,
    registry,
    bus,
    rawConfig,
    reporter: lazyReporter(rawConfig, () => loadChunk('reporter')),
    importRuntime: () => loadChunk<RuntimeModule>('runtime'),
    importNet,
    importShell: () => loadChunk('shell'),
    importInspector: () => loadChunk('inspector'),
    preloadChunks(name) {
      for (const hash of __WIDGET_CHUNKS__[name] ?? []) import(chunkUrl('shared-' + hash + '.js')).catch(() => {});
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
  window.StorefrontWidgets = publicApi(api, bus);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
