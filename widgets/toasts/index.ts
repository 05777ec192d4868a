import { defineWidget } from '../../src/core/define-widget.ts';
import { Toasts } from './Toasts.tsx';
import { ToastsProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'toasts',
  description:
    'Toast alerts (info, warning, error, success) raised by any code with the toast:requested bus event; put one marker per page. It loads when the page is idle; a toast requested before that (the last 10) shows when it has mounted.',
  props: ToastsProps,
  Component: Toasts,
  texts,
});
