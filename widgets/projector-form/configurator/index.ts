// The configurator part of the product form (spec §2.10, §4.8, §5.7, §7.5), in its own chunk:
// the form loads it with import() only for a product whose props carry `configurator`, so a plain
// product page does not download it. The form calls the hook and renders the fields.
import type { FormulaPriceState } from './use-formula-price.ts';
import type { ConfiguratorState } from './use-configurator.ts';

export { useConfigurator } from './use-configurator.ts';
export { ConfiguratorFields } from './ConfiguratorFields.tsx';
export type { ConfiguratorState } from './use-configurator.ts';

/** What the price block shows for the formula: its loader, on while calculating and while the formula fails (§8.4). */
export function priceNote({ price, t }: ConfiguratorState): FormulaNote {
  return { busy: price.status !== 'ready', calculating: t('projector.config.calculating') };
}

export interface FormulaNote {
  /** The price loader is on. */
  busy: boolean;
  /** What the loader says to a screen reader. */
  calculating: string;
}

export type { FormulaPriceState };
