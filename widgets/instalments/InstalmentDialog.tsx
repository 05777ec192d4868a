// The calculator dialog (spec §2.11), in its own chunk: it loads when the shopper first points at
// or focuses the button, so a page where the amount can go straight to the provider never
// downloads the modal. Product page: "this product only" and, with a non-empty basket,
// "including the basket"; basket page: one disabled button with every reason (§4.11, §8.4).
import type { Translate } from '../../src/core/i18n.ts';
import type { BasketPlan, InstalmentOption } from '../../src/domain/instalments.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { BoundHint } from './BoundHint.tsx';
import { OptionRow } from './OptionRow.tsx';

export interface InstalmentDialogProps {
  open: boolean;
  onClose: () => void;
  returnFocus: HTMLElement | null;
  title: string;
  link: string;
  /** Product page options, or the basket's plan. */
  options?: readonly InstalmentOption[];
  basket?: BasketPlan;
  money: (n: number) => string;
  t: Translate;
}

function basketHints(plan: BasketPlan, money: (n: number) => string, t: Translate) {
  const hints = [];
  if (!plan.check.ok) hints.push(<BoundHint check={plan.check} money={money} t={t} />);
  if (plan.notPayable.length) hints.push(t('instalments.notAllPayable', { names: plan.notPayable.join(', ') }));
  if (plan.reduceTo !== undefined) hints.push(t('instalments.tooMany', { n: plan.reduceTo }));
  return hints;
}

export default function InstalmentDialog({ open, onClose, returnFocus, title, link, options, basket, money, t }: InstalmentDialogProps) {
  return (
    <Modal open={open} onClose={onClose} returnFocus={returnFocus} title={title} closeLabel={t('instalments.close')} className="sf-instalments__dialog">
      <ul className="sf-instalments__options">
        {options?.map((o) => (
          <OptionRow
            key={o.kind}
            label={t(o.kind === 'product' ? 'instalments.productOnly' : 'instalments.withBasket')}
            amount={o.amount}
            link={link}
            hints={o.check.ok ? [] : [<BoundHint check={o.check} money={money} t={t} />]}
            money={money}
            t={t}
          />
        ))}
        {basket && (
          <OptionRow label={t('instalments.calculate')} amount={basket.amount} link={link} hints={basketHints(basket, money, t)} money={money} t={t} />
        )}
      </ul>
    </Modal>
  );
}
