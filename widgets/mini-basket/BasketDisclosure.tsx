// The basket button (badge + value) and the panel it discloses.
import { useId } from 'react';
import type { BasketSection } from '../../src/core/schemas/basket.ts';
import { useWidget } from '../../src/core/widget-context.tsx';
import { summaryHeader, type BasketSummary } from '../../src/domain/basket.ts';
import { BasketPanel } from './BasketPanel.tsx';
import { useDisclosure } from './use-disclosure.ts';

export interface BasketDisclosureProps {
  summary: BasketSummary;
  basket: BasketSection | undefined;
  basketUrl: string;
  checkoutUrl: string;
}

export function BasketDisclosure({ summary, basket, basketUrl, checkoutUrl }: BasketDisclosureProps) {
  const { t, config, element } = useWidget();
  const { open, toggle, onBlur, rootRef, buttonRef } = useDisclosure(element);
  const panelId = useId();
  const { worth } = summaryHeader(summary, config.priceType);
  return (
    <div className="sf-mini-basket" ref={rootRef} onBlur={onBlur} data-count={summary.count}>
      <button type="button" className="sf-mini-basket__toggle" ref={buttonRef} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className="sf-mini-basket__title">{t('basket.title')}</span>
        <span className="sf-mini-basket__count" aria-hidden="true">
          {summary.count}
        </span>
        <span className="sf-mini-basket__vh">{t('basket.count', { n: summary.count })}</span>
        <span className="sf-mini-basket__worth">{worth}</span>
      </button>
      <div id={panelId} className="sf-mini-basket__panel" role="region" aria-label={t('basket.panel')} hidden={!open}>
        {open &&
          (basket ? (
            <BasketPanel basket={basket} basketUrl={basketUrl} checkoutUrl={checkoutUrl} />
          ) : (
            <p className="sf-mini-basket__loading" role="status">
              {t('basket.loading')}
            </p>
          ))}
      </div>
    </div>
  );
}
