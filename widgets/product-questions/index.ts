import { defineWidget } from '../../src/core/define-widget.ts';
import { ProductQuestions } from './ProductQuestions.tsx';
import { ProductQuestionsProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'product-questions',
  description:
    'Product questions: answers expand on click (disclosures), "ask" opens the validated ask-about-product form in a dialog and sends it once to the form\'s action.',
  props: ProductQuestionsProps,
  Component: ProductQuestions,
  texts,
});
