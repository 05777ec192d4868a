import * as z from 'zod/mini';
import { defineWidget } from '../../src/core/define-widget.ts';
import { Toasts } from './Toasts.tsx';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'toasts',
  description:
    'Toast alerts (info, warning, error, success) raised by any code with the toast:requested bus event; put one marker per page.',
  props: z.object({}),
  Component: Toasts,
  texts,
});
