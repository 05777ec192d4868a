// The configurator part of the product form (spec §2.10, §4.8, §5.7, §7.5), in its own chunk:
// the form loads it with import() only for a product whose props carry `configurator`, so a plain
// product page does not download it. The form calls the hook and renders the fields (view.ts
// PartModule).
import type { PartInput } from '../view.ts';
import { useConfigurator, type ConfiguratorState } from './use-configurator.ts';

export { ConfiguratorFields as Fields } from './ConfiguratorFields.tsx';
export type { ConfiguratorState };

export const usePart = ({ props, product, sizeId, quantity, reveal }: PartInput): ConfiguratorState =>
  useConfigurator({ definition: props.configurator, productId: product.id, sizeId, quantity, reveal });
