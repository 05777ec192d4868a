// The calendar dialog (WAI-ARIA date picker dialog pattern): a modal popup under the field
// (use-popup.ts; not the kit's full-screen Modal, see docs/decisions.md) kept on screen (use-placement.ts), a header with the
// arrows and the month-then-year button (§9.9), a live region that announces the shown month,
// one of the three views (§2.12), the optional time picker and, when choosing does not close
// the dialog, a Done button.
import { formatDate } from '../../src/domain/calendar-format.ts';
import { DaysView } from './DaysView.tsx';
import { MonthsView, YearsView } from './MonthsYearsView.tsx';
import { TimePicker } from './TimePicker.tsx';
import type { DatePickerState } from './use-date-picker.ts';
import { usePlacement } from './use-placement.ts';
import { usePopup } from './use-popup.ts';

export function CalendarDialog({ dp }: { dp: DatePickerState }) {
  const { t, o, view, nav, names, focusYmd } = dp;
  const heading =
    view === 'days'
      ? names.months[focusYmd.m - 1] + ' ' + focusYmd.y
      : view === 'months'
        ? String(focusYmd.y)
        : dp.years[0] + ' – ' + dp.years[dp.years.length - 1];
  const anchor = dp.selection.anchor;
  const closes = o.mode === 'single' && o.time === 'none';
  usePopup(dp);
  usePlacement(dp.refs.dialogRef);
  return (
    <div ref={dp.refs.dialogRef} role="dialog" aria-modal="true" aria-label={t('datePicker.title')} className="sf-date-picker__dialog">
      <div className="sf-date-picker__head">
        <button type="button" className="sf-date-picker__arrow" aria-label={nav.prev.label} disabled={nav.prev.disabled} onClick={nav.prev.go}>
          <span aria-hidden="true">‹</span>
        </button>
        {view === 'years' ? (
          <span className="sf-date-picker__heading">{heading}</span>
        ) : (
          <button type="button" className="sf-date-picker__heading" onClick={() => dp.on.showView(view === 'days' ? 'months' : 'years')}>
            {heading}
            <span className="sf-visually-hidden">, {t(view === 'days' ? 'datePicker.chooseMonth' : 'datePicker.chooseYear')}</span>
          </button>
        )}
        <button type="button" className="sf-date-picker__arrow" aria-label={nav.next.label} disabled={nav.next.disabled} onClick={nav.next.go}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="sf-visually-hidden" role="status">
        {heading}
        {anchor !== null ? '. ' + t('datePicker.rangeEnd', { date: formatDate({ day: anchor }, '%d %B %y', names) }) : ''}
      </div>
      {view === 'days' ? <DaysView dp={dp} /> : view === 'months' ? <MonthsView dp={dp} /> : <YearsView dp={dp} />}
      {o.time !== 'none' && <TimePicker dp={dp} />}
      <div className="sf-date-picker__foot">
        <button type="button" className="sf-date-picker__close" onClick={() => dp.on.close()}>
          {t('datePicker.close')}
        </button>
        {!closes && (
          <button type="button" className="sf-date-picker__done" onClick={() => dp.on.close()}>
            {t('datePicker.done')}
          </button>
        )}
      </div>
    </div>
  );
}
