// The EU lowest-price-in-30-days display (spec §4.7, §3.10). Every rule lives in
// src/domain/omnibus.ts; the markup in OmnibusLines.
import { useWidget } from '../../src/core/widget-context.tsx';
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import { OmnibusLines } from './OmnibusLines.tsx';
import type { OmnibusProps } from './props.ts';
import { useOmnibusPrice } from './use-omnibus-price.ts';

export function OmnibusPrice(props: OmnibusProps) {
  const { t } = useWidget();
  const state = useOmnibusPrice(props);
  if (state.status === 'loading') return <ServerMarkupSlot />;
  return <OmnibusLines view={state.view} t={t} />;
}
