import { defineWidget } from '../../src/core/define-widget.ts';
import { Instalments } from './Instalments.tsx';
import { InstalmentsProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'instalments',
  description:
    "The instalment calculator on product and basket pages: opens the provider's calculator with the current amount, or tells why the amount cannot be paid in instalments.",
  props: InstalmentsProps,
  Component: Instalments,
  texts,
});
