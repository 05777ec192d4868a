// The months view (names shortened to 3 characters, the full name as the tooltip and the
// accessible name, §2.12) and the years view (15 years, 7 before to 7 after).
import { dayNumber, daysInMonth, toYmd } from '../../src/domain/calendar.ts';
import { shortMonth } from '../../src/domain/calendar-names.ts';
import type { DatePickerState } from './use-date-picker.ts';

const rows = <T,>(items: readonly T[], cols = 3): T[][] =>
  Array.from({ length: Math.ceil(items.length / cols) }, (_, r) => items.slice(r * cols, r * cols + cols));

export function MonthsView({ dp }: { dp: DatePickerState }) {
  const { o, names, focusYmd } = dp;
  const y = focusYmd.y;
  const months = names.months.map((name, i) => ({ name, m: i + 1 }));
  const selected = new Set(
    dp.selection.days.map((d) => {
      const v = toYmd(d);
      return v.y * 12 + v.m;
    }),
  );
  return (
    <table role="grid" className="sf-date-picker__grid sf-date-picker__grid--months" aria-label={String(y)} onKeyDownCapture={dp.on.onMonthsKey}>
      <tbody>
        {rows(months).map((row) => (
          <tr key={row[0]!.m}>
            {row.map(({ name, m }) => {
              const out = dayNumber(y, m, daysInMonth(y, m)) < o.min || dayNumber(y, m, 1) > o.max;
              return (
                <td
                  key={m}
                  data-cell=""
                  className={'sf-date-picker__month' + (out ? ' sf-date-picker__day--disabled' : '')}
                  tabIndex={m === focusYmd.m ? 0 : -1}
                  title={name}
                  aria-label={name + ' ' + y}
                  aria-selected={selected.has(y * 12 + m)}
                  aria-disabled={out || undefined}
                  onClick={() => !out && dp.on.chooseMonth(m)}
                >
                  <span aria-hidden="true">{shortMonth(name)}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function YearsView({ dp }: { dp: DatePickerState }) {
  const { o, focusYmd } = dp;
  const minY = toYmd(o.min).y;
  const maxY = toYmd(o.max).y;
  const selected = new Set(dp.selection.days.map((d) => toYmd(d).y));
  return (
    <table
      role="grid"
      className="sf-date-picker__grid sf-date-picker__grid--years"
      aria-label={dp.years[0] + ' – ' + dp.years[dp.years.length - 1]}
      onKeyDownCapture={dp.on.onYearsKey}
    >
      <tbody>
        {rows(dp.years).map((row) => (
          <tr key={row[0]}>
            {row.map((y) => {
              const out = y < minY || y > maxY;
              return (
                <td
                  key={y}
                  data-cell=""
                  className={'sf-date-picker__year' + (out ? ' sf-date-picker__day--disabled' : '')}
                  tabIndex={y === focusYmd.y ? 0 : -1}
                  aria-selected={selected.has(y)}
                  aria-disabled={out || undefined}
                  onClick={() => !out && dp.on.chooseYear(y)}
                >
                  {y}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
