// Sizes (spec §2.10, §3.9, §5.7): radio buttons, sold-out sizes disabled, the size chart link, and
// the "choose a size" alert floating over the section.
import { isSizeOff } from '../../src/domain/product-form-rules.ts';
import type { RefObject } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import { Bubble } from './Bubble.tsx';
import type { SizeView } from './view.ts';

export interface SizePickerProps {
  sizes: readonly SizeView[];
  selected: string | null;
  onChoose(id: string): void;
  alert: boolean;
  onChart: ((opener: HTMLElement) => void) | null;
  fieldsetRef: RefObject<HTMLFieldSetElement | null>;
  t: Translate;
}

export function SizePicker({ sizes, selected, onChoose, alert, onChart, fieldsetRef, t }: SizePickerProps) {
  return (
    <fieldset ref={fieldsetRef} className="sf-projector-form__sizes" data-alert={alert ? '' : undefined}>
      <legend className="sf-projector-form__legend">{t('projector.size')}</legend>
      {sizes.map((s) => {
        const off = isSizeOff(s.amount, s.availability?.status);
        const id = 'projector-size-' + s.serverId;
        return (
          <span key={s.id} className="sf-projector-form__size">
            <input type="radio" name="size" id={id} value={s.serverId} checked={selected === s.id} disabled={off} required onChange={() => onChoose(s.id)} />
            <label htmlFor={id}>{off ? t('projector.sizeUnavailable', { name: s.name ?? s.id }) : (s.name ?? s.id)}</label>
          </span>
        );
      })}
      {onChart && (
        <button type="button" className="sf-projector-form__link" aria-haspopup="dialog" data-dialog="chart" onClick={(e) => onChart(e.currentTarget)}>
          {t('projector.sizeChart')}
        </button>
      )}
      <Bubble text={alert ? t('projector.chooseSize') : null} />
    </fieldset>
  );
}
