// One option of the dialog (spec §2.11): a link when the amount may go to the provider,
// otherwise a disabled button described by its hints.
import { useId, type ReactNode } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import { calculateLink } from '../../src/domain/instalments.ts';
import { ProviderLink } from './ProviderLink.tsx';

export interface OptionRowProps {
  label: string;
  amount: number;
  link: string;
  /** Why it is disabled; none = the link. */
  hints: ReactNode[];
  money: (n: number) => string;
  t: Translate;
}

export function OptionRow({ label, amount, link, hints, money, t }: OptionRowProps) {
  const hintId = useId();
  return (
    <li className="sf-instalments__option">
      {hints.length === 0 ? (
        <ProviderLink className="sf-instalments__go" href={calculateLink(link, amount)} newWindow={t('instalments.newWindow')}>
          {label}
        </ProviderLink>
      ) : (
        <button type="button" className="sf-instalments__go" disabled aria-describedby={hintId}>
          {label}
        </button>
      )}
      <span className="sf-instalments__amount">{t('instalments.amount', { amount: money(amount) })}</span>
      {hints.length > 0 && (
        <span id={hintId} className="sf-instalments__hint">
          {hints.map((h, i) => (
            <span key={i}>{h}</span>
          ))}
        </span>
      )}
    </li>
  );
}
