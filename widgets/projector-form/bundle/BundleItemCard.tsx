// One item of a set (spec §2.10, §5.7): its picture, checkbox, price, version and size, and why
// it cannot be added while the §5.7 alert is on it (highlighted for 3.5 s).
import { hasSizeChoice, itemOrderable, type BundleItem, type BundleProblem } from '../../../src/domain/bundle.ts';
import type { Translate } from '../../../src/core/i18n.ts';
import type { ItemLook } from './use-bundle.ts';

export interface BundleItemCardProps {
  item: BundleItem;
  look: ItemLook;
  loading: boolean;
  /** The §5.7 problem on show on this item; null when none. */
  problem: BundleProblem | null;
  t: Translate;
  onToggle(checked: boolean): void;
  onVersion(product: string | null): void;
  onSize(size: string | null): void;
}

export function BundleItemCard({ item, look, loading, problem, t, onToggle, onVersion, onSize }: BundleItemCardProps) {
  const orderable = itemOrderable(item);
  const choosing = item.checked && !loading;
  return (
    <div className="sf-bundle__item" data-slot={item.slot} data-alert={problem ? '' : undefined} data-checked={item.checked ? '' : undefined}>
      {look.icon && <img className="sf-bundle__picture" src={look.icon} alt="" width={80} height={80} loading="lazy" />}
      <label className="sf-bundle__check">
        <input
          type="checkbox"
          name={`bundled_product[${item.slot}]`}
          value={item.product ?? ''}
          checked={item.checked}
          disabled={!orderable}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />{' '}
        <span className="sf-bundle__name">
          {item.quantity !== 1 && t('projector.bundle.count', { count: item.quantity }) + ' '}
          {look.name}
        </span>
      </label>
      {look.price && <p className="sf-bundle__price">{look.price}</p>}
      {!orderable && <p className="sf-bundle__note">{t('projector.bundle.unavailable')}</p>}
      {item.versions.length > 0 && (
        <label className="sf-bundle__choice">
          <span className="sf-bundle__choice-label">{t('projector.bundle.version')}</span>
          <select
            className="sf-bundle__select"
            data-need="version"
            value={item.product ?? ''}
            disabled={!item.checked}
            onChange={(e) => onVersion(e.currentTarget.value || null)}
          >
            <option value="">{t('projector.bundle.chooseVersion')}</option>
            {item.versions.map((v) => (
              <option key={v.product} value={v.product} disabled={v.disabled}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {hasSizeChoice(item.sizes) && (
        <label className="sf-bundle__choice">
          <span className="sf-bundle__choice-label">{t('projector.bundle.size')}</span>
          <select
            className="sf-bundle__select"
            data-need="size"
            name={`bundled_size[${item.slot}]`}
            value={item.size ?? ''}
            disabled={!choosing || item.product === null}
            onChange={(e) => onSize(e.currentTarget.value || null)}
          >
            <option value="">{t('projector.bundle.chooseSize')}</option>
            {item.sizes.map((s) => (
              <option key={s.id} value={s.id} disabled={s.amount === 0}>
                {s.amount === 0 ? t('projector.bundle.sizeUnavailable', { name: s.name }) : s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="sf-bundle__status" role="status">
        {loading ? t('projector.bundle.loading') : look.failed ? t('projector.bundle.itemError') : ''}
      </p>
      {problem && (
        <p className="sf-bundle__error" role="alert">
          {t(problem === 'version' ? 'projector.bundle.needVersion' : 'projector.bundle.needSize')}
        </p>
      )}
    </div>
  );
}
