import { defineWidget } from '../../src/core/define-widget.ts';
import { fillPlurals } from '../../src/core/plural-texts.ts';
import { ProjectorForm } from './ProjectorForm.tsx';
import { ProjectorFormProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'projector-form',
  description:
    'The product page form: sizes with the size chart, variants, prices, quantity rules, availability and shipping time, the countdown, and adding to the basket without leaving the page.',
  props: ProjectorFormProps,
  Component: ProjectorForm,
  plurals: fillPlurals,
  texts,
});
