// The instalment calculator (spec §2.11, §4.11, §5.8, §8.4). Rules: src/domain/instalments.ts;
// state: use-instalments.ts. When the amount may go straight to the provider the button is a
// link that opens the calculator in a new tab; otherwise it opens the dialog (lazy chunk).
import { lazy, Suspense, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { calculateLink } from '../../src/domain/instalments.ts';
import { moneyFormat } from '../../src/core/config.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import type { InstalmentsProps } from './props.ts';
import { ProviderLink } from './ProviderLink.tsx';
import { useInstalments } from './use-instalments.ts';

const loadDialog = () => import('./InstalmentDialog.tsx');
const InstalmentDialog = lazy(loadDialog);
/** Warms the dialog chunk on hover / focus; a failure shows again (in the boundary) on click. */
const prefetch = () => void loadDialog().catch(() => {});

export function Instalments(props: InstalmentsProps) {
  const { t, config } = useWidget();
  const state = useInstalments(props);
  // Rendered from the first click on (closed, it renders nothing), so focus can go back to the opener.
  const [dialog, setDialog] = useState<{ open: boolean; opener: HTMLElement | null } | null>(null);
  if (state.status === 'loading' || state.status === 'fallback') return <ServerMarkupSlot />;
  const { link, name, plan } = state;
  if (plan.kind === 'none') return null;

  const c = config.currency;
  const money = (n: number) => formatMoney(n, moneyFormat(c));
  const calculate = t('instalments.calculate');

  return (
    <div className="sf-instalments" data-plan={plan.kind}>
      {name && <span className="sf-instalments__name">{name}</span>}
      {plan.kind === 'direct' ? (
        <ProviderLink className="sf-instalments__trigger" href={calculateLink(link, plan.amount)} newWindow={t('instalments.newWindow')}>
          {calculate}
        </ProviderLink>
      ) : (
        <button
          type="button"
          className="sf-instalments__trigger"
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={(e) => setDialog({ open: true, opener: e.currentTarget })}
        >
          {calculate}
        </button>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <InstalmentDialog
            open={dialog.open}
            onClose={() => setDialog({ ...dialog, open: false })}
            returnFocus={dialog.opener}
            title={name ? `${t('instalments.title')}: ${name}` : t('instalments.title')}
            link={link}
            options={state.status === 'product' && state.plan.kind === 'dialog' ? state.plan.options : undefined}
            basket={state.status === 'basket' && state.plan.kind === 'dialog' ? state.plan : undefined}
            money={money}
            t={t}
          />
        </Suspense>
      )}
    </div>
  );
}
