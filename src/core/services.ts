// What every widget can reach, created once per page by the runtime. Heavy pieces (network,
// view-type listener) start on first use only.
import type { Bus } from './bus.ts';
import type { Config } from './config.ts';
import type { ViewType } from './events.ts';
import type { Net } from './net.ts';
import { safeStorage, type SafeStorage } from './storage.ts';
import { watchViewType, type ViewTypeWatcher } from './view-type.ts';
import type { Reporter } from '../loader/types.ts';

export interface Services {
  bus: Bus;
  config: Config;
  reporter: Reporter;
  session: SafeStorage;
  local: SafeStorage;
  net(): Promise<Net>;
  view(): ViewTypeWatcher;
}

export function createServices(bus: Bus, config: Config, reporter: Reporter): Services {
  let net: Promise<Net> | undefined;
  let view: ViewTypeWatcher | undefined;
  const services: Services = {
    bus,
    config,
    reporter,
    session: safeStorage('session'),
    local: safeStorage('local'),
    view: () => (view ??= watchViewType(bus)),
    net: () => (net ??= import('./net.ts').then((m) => m.createNet(config, bus, (): ViewType => services.view().get()))),
  };
  return services;
}
