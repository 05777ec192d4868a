// The configurator part of the product form (spec §2.10, §4.8, §5.7, §7.5), in its own chunk:
// the form loads it with import() only for a product whose props carry `configurator`, so a plain
// product page does not download it. The form calls the hook and renders the fields.
import type { FormulaPriceState } from './use-formula-price.ts';
import type { ConfiguratorState } from './use-configurator.ts';

export { useConfigurator } from './use-configurator.ts';
export { ConfiguratorFields } from './ConfiguratorFields.tsx';
export type { ConfiguratorState } from './use-configurator.ts';

/** What the price block shows for the formula: its loader while calculating or failed (§8.4), and why it failed. */
export function priceNote({ price, t }: ConfiguratorState): FormulaNote {
  const calculating = t('projector.config.calculating');
  if (price.status === 'ready') return { busy: false, calculating, message: null };
  if (price.status === 'calculating') return { busy: true, calculating, message: null };
  return { busy: true, calculating, message: price.unreachable ? t('projector.config.priceUnavailable') : (price.message ?? t('projector.config.priceError')) };
}

export interface FormulaNote {
  /** The price loader is on. */
  busy: boolean;
  /** What the loader says to a screen reader. */
  calculating: string;
  /** Why there is no price (§8.4), or null. */
  message: string | null;
}

export type { FormulaPriceState };
