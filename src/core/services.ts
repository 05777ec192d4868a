// What every widget can reach, created once per page by the runtime. Heavy pieces (network,
// view-type listener) start on first use only.
import type { Bus } from './bus.ts';
import type { Config } from './config.ts';
import type { BusEvents, ViewType } from './events.ts';
import type { Net } from './net.ts';
import type { Shell } from './shell-api.ts';

/** Loads the network chunk (the entry passes its import: the runtime file imports no chunk itself). */
export type ImportNet = () => Promise<typeof import('./net.ts')>;
import type { FirstBulk } from './page-data.ts';
import { safeStorage, type SafeStorage } from './storage.ts';
import { watchViewType, type ViewTypeWatcher } from './view-type.ts';
import type { Reporter } from './reporter.ts';

/** The page shell's chunk (src/shell/index.ts), which the runtime starts with the services. */
export interface ShellModule {
  startShell(services: Services, rawConfig: Record<string, unknown>, afterReady: (fn: () => void) => void): Shell;
}

export interface Services {
  bus: Bus;
  config: Config;
  reporter: Reporter;
  session: SafeStorage;
  local: SafeStorage;
  net(): Promise<Net>;
  view(): ViewTypeWatcher;
  /** The page shell (src/core/shell-api.ts): loaded on first use, one per page. */
  shell(): Promise<Shell>;
  /** The last payload of a product state event sent by a widget (see STATE_EVENTS). */
  lastEvent<K extends keyof BusEvents>(event: K): BusEvents[K] | undefined;
}

/**
 * Product state (§2.10) that a widget mounting later still needs: a lowest price scrolled into view
 * after the shopper chose a size must show that size. The last payload of each is kept and
 * `useBusEvent` replays it on subscribe; a partial page load (page:loaded) starts afresh.
 */
const STATE_EVENTS: ReadonlySet<keyof BusEvents> = new Set(['product:size-selected', 'product:quantity-changed', 'product:price-changed']);

export function createServices(
  bus: Bus,
  config: Config,
  reporter: Reporter,
  importNet: ImportNet,
  firstBulk: () => FirstBulk | undefined = () => undefined,
  startShell: (services: Services) => Promise<Shell> = () => Promise.reject(new Error('storefront: the page shell is not available here')),
): Services {
  let shell: Promise<Shell> | undefined;
  let net: Promise<Net> | undefined;
  let view: ViewTypeWatcher | undefined;
  const last = new Map<keyof BusEvents, unknown>();
  const services: Services = {
    // Recorded as widgets send them (no handler of our own: leak tests count handlers).
    bus: {
      ...bus,
      emit(event, payload) {
        if (STATE_EVENTS.has(event)) last.set(event, payload);
        else if (event === 'page:loaded') last.clear();
        bus.emit(event, payload);
      },
    },
    lastEvent: <K extends keyof BusEvents>(event: K) => last.get(event) as BusEvents[K] | undefined,
    config,
    reporter,
    session: safeStorage('session'),
    local: safeStorage('local'),
    view: () => (view ??= watchViewType(bus)),
    shell: () => (shell ??= startShell(services)),
    net: () => (net ??= importNet().then((m) => m.createNet(config, bus, (): ViewType => services.view().get(), firstBulk()))),
  };
  return services;
}
