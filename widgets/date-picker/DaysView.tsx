// The days view (§2.12): a 6-week grid from the week's first day (§9.9 Monday), optional ISO
// week numbers, today / weekend / holiday markers and the per-day names, classes and popups.
// One cell is in the tab order (roving tabindex); the keys are handled by the hook.
import { isoWeekday, isWeekend, monthGrid, rowWeek, toYmd } from '../../src/domain/calendar.ts';
import type { DatePickerState } from './use-date-picker.ts';
import { pad } from '../../src/domain/pad.ts';

export function DaysView({ dp }: { dp: DatePickerState }) {
  const { o, names, focus, focusYmd, selection, t } = dp;
  const grid = monthGrid(focusYmd.y, focusYmd.m, o.weekStart);
  const head = Array.from({ length: 7 }, (_, i) => (o.weekStart - 1 + i) % 7);
  const anchor = selection.anchor;
  return (
    <table role="grid" className="sf-date-picker__grid" aria-label={names.months[focusYmd.m - 1] + ' ' + focusYmd.y} onKeyDownCapture={dp.on.onDaysKey}>
      <thead>
        <tr>
          {o.weekNumbers && (
            <th scope="col" className="sf-date-picker__week">
              <abbr title={t('datePicker.weekFull')}>{t('datePicker.week')}</abbr>
            </th>
          )}
          {head.map((w) => (
            <th key={w} scope="col">
              <abbr title={names.weekdays[w]}>{names.weekdaysShort[w]}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((row) => (
          <tr key={row[0]}>
            {o.weekNumbers && (
              <th scope="row" className="sf-date-picker__week">
                {rowWeek(row)}
              </th>
            )}
            {row.map((day) => {
              const { d, m, y } = toYmd(day);
              const disabled = o.isDisabled(day);
              const selected = selection.days.includes(day);
              const isToday = o.markToday && day === dp.today;
              const holiday = o.holidays.has(day);
              const mark = o.marks.get(day);
              const popupId = mark?.popup ? 'sf-dp-' + day + '-popup' : undefined;
              let cls = 'sf-date-picker__day';
              if (m !== focusYmd.m) cls += ' sf-date-picker__day--outside';
              if (selected) cls += ' sf-date-picker__day--selected';
              if (anchor === day) cls += ' sf-date-picker__day--anchor';
              if (disabled) cls += ' sf-date-picker__day--disabled';
              if (isToday) cls += ' sf-date-picker__day--today';
              if (o.markWeekends && isWeekend(day)) cls += ' sf-date-picker__day--weekend';
              if (holiday) cls += ' sf-date-picker__day--holiday';
              if (mark?.className) cls += ' ' + mark.className;
              const extra = [isToday && t('datePicker.today'), holiday && t('datePicker.holiday'), mark?.name, disabled && t('datePicker.unavailable')].filter(
                Boolean,
              );
              const label =
                d + ' ' + names.monthsInDate[m - 1] + ' ' + y + ', ' + names.weekdays[isoWeekday(day) - 1] + (extra.length ? ', ' + extra.join(', ') : '');
              return (
                <td
                  key={day}
                  ref={day === focus ? (el) => void (dp.refs.initialFocus.current = el) : undefined}
                  data-cell=""
                  data-date={y + '-' + pad(m) + '-' + pad(d)}
                  className={cls}
                  tabIndex={day === focus ? 0 : -1}
                  aria-selected={selected}
                  aria-disabled={disabled || undefined}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={label}
                  aria-describedby={popupId}
                  onClick={() => dp.on.choose(day)}
                >
                  <span aria-hidden="true">{d}</span>
                  {mark?.name && (
                    <span className="sf-date-picker__name" aria-hidden="true">
                      {mark.name}
                    </span>
                  )}
                  {popupId && (
                    <span id={popupId} role="tooltip" className="sf-date-picker__popup">
                      {mark!.popup}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
