import { defineWidget } from '../../src/core/define-widget.ts';
import { BreadcrumbsBack } from './BreadcrumbsBack.tsx';
import { BreadcrumbsBackProps } from './props.ts';

export default defineWidget({
  name: 'breadcrumbs-back',
  description:
    "The breadcrumbs' back link (§2.8): goes back two history steps when the referrer is the current page, otherwise one; with no page behind it, or with a modifier key, the link is followed.",
  props: BreadcrumbsBackProps,
  Component: BreadcrumbsBack,
  inPlace: true,
});
