// The enhanced field: the server's own input (kept in place, see server-input.ts), a button that
// opens the calendar dialog, and the dialog.
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import { CalendarDialog } from './CalendarDialog.tsx';
import type { DatePickerProps } from './props.ts';
import { useDatePicker } from './use-date-picker.ts';

export function DatePicker(props: DatePickerProps) {
  const dp = useDatePicker(props);
  return (
    <div className="sf-date-picker">
      <ServerMarkupSlot />
      <button
        ref={dp.refs.openButton}
        type="button"
        className="sf-date-picker__open"
        aria-haspopup="dialog"
        aria-label={dp.t('datePicker.open')}
        onClick={dp.on.openPicker}
      >
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zM8 12h3v3H8z" />
        </svg>
      </button>
      {dp.open && <CalendarDialog dp={dp} />}
    </div>
  );
}
