// The set's price and saving (spec §3.11 bundleprice) under its items, in the shop's price type,
// and why adding is refused while no item is checked (§4.8, §5.7). A bundle's price block keeps
// the §4.8 phone price, so its price shows here; a collection's shows in the price block.
import type { BundleState } from './use-bundle.ts';

export function BundleSummary({ state }: { state: BundleState }) {
  const { setPrice: p, t, money, kind, disabled, alert } = state;
  const net = state.priceType === 'net';
  const saved = p.status === 'ready' ? (net ? p.savedNet : p.savedGross) : null;
  const total = p.status === 'ready' ? (net ? (p.net ?? p.gross) : p.gross) : null;
  return (
    <div className="sf-bundle__summary">
      <div role="status" aria-busy={p.status === 'calculating'}>
        {p.status === 'calculating' && <p className="sf-bundle__total sf-bundle__total--loading">{t('projector.bundle.calculating')}</p>}
        {kind === 'bundle' && total !== null && <p className="sf-bundle__total">{t('projector.bundle.price', { price: money(total) })}</p>}
        {p.status === 'ready' && saved !== null && saved > 0 && p.percent !== null && p.percent > 0 && (
          <p className="sf-bundle__saving">{t('projector.bundle.saving', { percent: p.percent, amount: money(saved) })}</p>
        )}
      </div>
      {p.status === 'failed' && (
        <p className="sf-bundle__error" role="alert">
          {t('projector.bundle.priceError')}
        </p>
      )}
      {(disabled || alert?.kind === 'none') && (
        <p className="sf-bundle__error" role="alert">
          {t('projector.bundle.none')}
        </p>
      )}
    </div>
  );
}
