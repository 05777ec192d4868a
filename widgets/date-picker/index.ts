import { defineWidget } from '../../src/core/define-widget.ts';
import { DatePicker } from './DatePicker.tsx';
import { DatePickerProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'date-picker',
  description:
    'A calendar for a server date field: days, months and years views, single, multiple or ranged selection, optional time, keyboard and screen-reader friendly; the chosen value is written back into the form.',
  props: DatePickerProps,
  Component: DatePicker,
  texts,
});
