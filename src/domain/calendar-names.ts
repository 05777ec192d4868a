// Month and weekday names of the date-picker per language (§2.12, §9.11). Hand-written instead of
// Intl.DateTimeFormat, whose first use is slow and whose output varies between browsers.
/** The shop languages (src/core/i18n.ts `Language`; the domain does not import core). */
export type CalendarLanguage = 'pl' | 'it' | 'en';

export interface CalendarNames {
  /** Standalone month names (headers, months view), January first. */
  months: readonly string[];
  /** Month names as they read inside a date (%B): Polish uses the genitive, "12 stycznia 2025". */
  monthsInDate: readonly string[];
  /** Weekday names, Monday first (ISO). */
  weekdays: readonly string[];
  /** Two-letter weekday names for the grid header, Monday first. */
  weekdaysShort: readonly string[];
}

export const CALENDAR_NAMES: Record<CalendarLanguage, CalendarNames> = {
  pl: {
    months: ['Styczeń', 'Luty', 'Marzec', 'Kwiecień', 'Maj', 'Czerwiec', 'Lipiec', 'Sierpień', 'Wrzesień', 'Październik', 'Listopad', 'Grudzień'],
    monthsInDate: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
    weekdays: ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'],
    weekdaysShort: ['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd'],
  },
  it: {
    months: ['Gennaio', 'Febbraio', 'Marzo', 'Aprile', 'Maggio', 'Giugno', 'Luglio', 'Agosto', 'Settembre', 'Ottobre', 'Novembre', 'Dicembre'],
    monthsInDate: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    weekdays: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
    weekdaysShort: ['Lu', 'Ma', 'Me', 'Gi', 'Ve', 'Sa', 'Do'],
  },
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    monthsInDate: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    weekdaysShort: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  },
};

/** §2.12: the months view shortens names to 3 characters (the full name is the tooltip). */
export const shortMonth = (name: string): string => name.slice(0, 3);
