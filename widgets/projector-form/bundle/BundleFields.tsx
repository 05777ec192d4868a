// The set's items inside the product form (spec §2.10, §9.6): a list, or on the mobile view a
// slider of 2 per view (use-carousel.ts), then the set's price and saving (§3.11 bundleprice) and
// why adding is refused (§5.7).
import { useRef } from 'react';
import { BundleItemCard } from './BundleItemCard.tsx';
import { PER_VIEW, useCarousel } from './use-carousel.ts';
import type { BundleState } from './use-bundle.ts';
import { useReveal } from './use-reveal.ts';
import { BundleSummary } from './BundleSummary.tsx';

export function BundleFields({ state }: { state: BundleState }) {
  const { items, looks, loading, alert, t } = state;
  const root = useRef<HTMLFieldSetElement>(null);
  const carousel = useCarousel(items.length);
  const slider = carousel.mobile && items.length > PER_VIEW;
  useReveal(state, root, carousel.reveal);
  const title = t(state.kind === 'bundle' ? 'projector.bundle.title' : 'projector.bundle.collectionTitle');
  const cards = items.map((item, index) => {
    const card = (
      <BundleItemCard
        key={item.slot}
        item={item}
        look={looks.get(item.slot)!}
        loading={loading.has(item.slot)}
        problem={alert && alert.kind !== 'none' && alert.slot === item.slot ? alert.kind : null}
        t={t}
        onToggle={(checked) => state.toggle(item.slot, checked)}
        onVersion={(product) => state.pickVersion(item.slot, product)}
        onSize={(size) => state.pickSize(item.slot, size)}
      />
    );
    if (!slider) return card;
    const shown = index >= carousel.first && index < carousel.first + PER_VIEW;
    return (
      <div
        key={item.slot}
        className="sf-bundle__slide"
        role="group"
        aria-roledescription={t('projector.bundle.slide')}
        aria-label={t('projector.bundle.slideOf', { index: index + 1, count: items.length })}
        hidden={!shown}
      >
        {card}
      </div>
    );
  });
  return (
    <fieldset className="sf-bundle" ref={root}>
      <legend className="sf-projector-form__legend">{title}</legend>
      {slider ? (
        <div className="sf-bundle__carousel" role="region" aria-roledescription={t('projector.bundle.carousel')} aria-label={title}>
          <div className="sf-bundle__controls">
            <button type="button" className="sf-bundle__arrow" disabled={!carousel.canPrevious} onClick={carousel.previous}>
              <span aria-hidden="true">‹</span>
              <span className="sf-visually-hidden">{t('projector.bundle.previous')}</span>
            </button>
            <p className="sf-bundle__position" aria-live="polite">
              {t('projector.bundle.showing', { from: carousel.first + 1, to: Math.min(carousel.first + PER_VIEW, items.length), count: items.length })}
            </p>
            <button type="button" className="sf-bundle__arrow" disabled={!carousel.canNext} onClick={carousel.next}>
              <span aria-hidden="true">›</span>
              <span className="sf-visually-hidden">{t('projector.bundle.next')}</span>
            </button>
          </div>
          <div className="sf-bundle__items sf-bundle__items--slider" onPointerDown={carousel.onPointerDown} onPointerUp={carousel.onPointerUp}>
            {cards}
          </div>
        </div>
      ) : (
        <div className="sf-bundle__items">{cards}</div>
      )}
      <BundleSummary state={state} />
    </fieldset>
  );
}
