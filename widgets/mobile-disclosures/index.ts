import { defineWidget } from '../../src/core/define-widget.ts';
import { MobileDisclosures } from './MobileDisclosures.tsx';
import { MobileDisclosuresProps } from './props.ts';

export default defineWidget({
  name: 'mobile-disclosures',
  description:
    "Footer accordions and mobile category tabs (§2.2): at the phone view (or the views its props name) each section's heading becomes a button that shows and hides its panel; at other views the sections are as the server wrote them.",
  props: MobileDisclosuresProps,
  Component: MobileDisclosures,
});
