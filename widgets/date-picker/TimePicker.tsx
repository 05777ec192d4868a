// The optional time picker (§2.12): hour and minute sliders (steps from props, default 1, §9.9),
// 12 h with an AM/PM toggle or 24 h.
import type { DatePickerState } from './use-date-picker.ts';
import { pad } from '../../src/domain/pad.ts';

export function TimePicker({ dp }: { dp: DatePickerState }) {
  const { o, t, minutes } = dp;
  const h24 = Math.floor(minutes / 60);
  const min = minutes % 60;
  const twelve = o.time === '12h';
  const pm = h24 >= 12;
  const shown = twelve ? (h24 % 12 === 0 ? 12 : h24 % 12) : h24;
  const setHour = (h: number) => dp.on.setTime((twelve ? (h % 12) + (pm ? 12 : 0) : h) * 60 + min);
  return (
    <fieldset className="sf-date-picker__time">
      <legend>
        {t('datePicker.time')}: <output>{twelve ? pad(shown) + ':' + pad(min) + ' ' + (pm ? 'PM' : 'AM') : pad(h24) + ':' + pad(min)}</output>
      </legend>
      <label className="sf-date-picker__slider">
        <span>{t('datePicker.hour')}</span>
        <input type="range" min={twelve ? 1 : 0} max={twelve ? 12 : 23} step={o.hourStep} value={shown} onChange={(e) => setHour(Number(e.target.value))} />
      </label>
      <label className="sf-date-picker__slider">
        <span>{t('datePicker.minute')}</span>
        <input type="range" min={0} max={59} step={o.minuteStep} value={min} onChange={(e) => dp.on.setTime(h24 * 60 + Number(e.target.value))} />
      </label>
      {twelve && (
        <span className="sf-date-picker__ampm">
          {(['AM', 'PM'] as const).map((p) => (
            <button key={p} type="button" aria-pressed={(p === 'PM') === pm} onClick={() => dp.on.setTime(((h24 % 12) + (p === 'PM' ? 12 : 0)) * 60 + min)}>
              {p}
            </button>
          ))}
        </span>
      )}
    </fieldset>
  );
}
