import { defineWidget } from '../../src/core/define-widget.ts';
import { CountryPicker } from './CountryPicker.tsx';
import { CountryPickerProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'country-picker',
  description:
    'The delivery country and language picker: a header button and a modal with the recommended country first, then region group, country (filterable, with currency and flag) and language, sent to the chosen site.',
  props: CountryPickerProps,
  Component: CountryPicker,
  texts,
});
