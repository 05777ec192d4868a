// Opening hours per weekday (spec §2.10 store entries, §2.13 pickup points), for the store map's
// list and the store stock dialog. Its texts are `openingHoursTexts`, merged by the widgets that use it.
import type { Catalogs } from '../core/i18n.ts';
import { useWidget } from '../core/widget-context.tsx';
import { isEmptyWeek, weekRows, type OpeningWeek } from '../domain/opening-hours.ts';

export const openingHoursTexts: Catalogs = {
  pl: {
    'hours.title': 'Godziny otwarcia',
    'hours.closed': 'nieczynne',
    'hours.allDay': 'całą dobę',
    'weekday.monday': 'poniedziałek',
    'weekday.tuesday': 'wtorek',
    'weekday.wednesday': 'środa',
    'weekday.thursday': 'czwartek',
    'weekday.friday': 'piątek',
    'weekday.saturday': 'sobota',
    'weekday.sunday': 'niedziela',
  },
  it: {
    'hours.title': 'Orari di apertura',
    'hours.closed': 'chiuso',
    'hours.allDay': '24 ore su 24',
    'weekday.monday': 'lunedì',
    'weekday.tuesday': 'martedì',
    'weekday.wednesday': 'mercoledì',
    'weekday.thursday': 'giovedì',
    'weekday.friday': 'venerdì',
    'weekday.saturday': 'sabato',
    'weekday.sunday': 'domenica',
  },
  en: {
    'hours.title': 'Opening hours',
    'hours.closed': 'closed',
    'hours.allDay': 'open 24 hours',
    'weekday.monday': 'Monday',
    'weekday.tuesday': 'Tuesday',
    'weekday.wednesday': 'Wednesday',
    'weekday.thursday': 'Thursday',
    'weekday.friday': 'Friday',
    'weekday.saturday': 'Saturday',
    'weekday.sunday': 'Sunday',
  },
};

/** Nothing for a week with no day at all. */
export function OpeningHoursTable({
  week,
  className,
  captionClassName,
}: {
  week: OpeningWeek | null | undefined;
  className: string;
  captionClassName?: string;
}) {
  const { t } = useWidget();
  if (isEmptyWeek(week)) return null;
  return (
    <table className={className}>
      <caption className={captionClassName}>{t('hours.title')}</caption>
      <tbody>
        {weekRows(week, { closed: t('hours.closed'), allDay: t('hours.allDay') }).map((r) => (
          <tr key={r.weekday}>
            <th scope="row">{t('weekday.' + r.weekday)}</th>
            <td>{r.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
