// Availability (spec §4.8, §9.5): the status description with the stock line, the shipping time
// (or "unknown shipping"), and the button that opens the shipping info dialog.
import type { Translate } from '../../src/core/i18n.ts';

export interface StatusLinesProps {
  availability: string;
  stockLine: string | null;
  shipping: string | null;
  onShippingInfo: ((opener: HTMLElement) => void) | null;
  t: Translate;
}

export function StatusLines({ availability, stockLine, shipping, onShippingInfo, t }: StatusLinesProps) {
  return (
    <div className="sf-projector-form__status">
      <p className="sf-projector-form__availability">
        {availability}
        {stockLine && <span className="sf-projector-form__stock"> {stockLine}</span>}
      </p>
      {shipping !== null && (
        <p className="sf-projector-form__shipping">
          <span className="sf-projector-form__shipping-time">{shipping}</span>
          {onShippingInfo && (
            <>
              {' '}
              <button
                type="button"
                className="sf-projector-form__link"
                aria-haspopup="dialog"
                data-dialog="shipping"
                onClick={(e) => onShippingInfo(e.currentTarget)}
              >
                {t('projector.shippingInfo')}
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
