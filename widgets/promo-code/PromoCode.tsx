// The promo-code widget: its state (use-promo-code.ts) drawn by the same markup the server's form uses,
// in the server form's place; the marker's other server content stays around it.
import { useId } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { LeftoverNodes } from '../../src/ui/LeftoverNodes.tsx';
import type { PromoCodeProps } from './props.ts';
import { PromoCodeView } from './PromoCodeView.tsx';
import { usePromoCode } from './use-promo-code.ts';

export function PromoCode(props: PromoCodeProps) {
  const { t } = useWidget();
  const s = usePromoCode(props);
  const id = useId();
  return (
    <>
      <LeftoverNodes nodes={s.server.before} />
      <PromoCodeView
        t={t}
        ids={{ input: id + 'code', message: id + 'message' }}
        active={s.active}
        value={s.value}
        busy={s.busy}
        error={s.error}
        said={s.said}
        on={{ change: s.change, activate: s.activate, remove: s.remove }}
        refs={{ input: s.input, code: s.code }}
      />
      <LeftoverNodes nodes={s.server.after} />
    </>
  );
}
