// Each validated field's view: the message box after it and its state, mirrored on the field's
// attributes (data-sf-state, aria-invalid, aria-describedby) for the theme's CSS and for AT.
import type { Problem } from '../../src/domain/validation.ts';
import { describeBy, isEmptyField, type Field } from './field-dom.ts';

export type FieldState = 'none' | 'success' | 'error';

export interface FieldView {
  el: Field;
  /** The message container inserted after the field. */
  box: HTMLElement;
  state: FieldState;
  problem: Problem | null;
}

let nextBox = 0;

/** Inserts a message box after each field (or after the label that wraps it: a checkbox inside its label). */
export function createViews(form: HTMLFormElement, fields: readonly Field[]): Map<Field, FieldView> {
  const views = new Map<Field, FieldView>();
  for (const el of fields) {
    const box = form.ownerDocument.createElement('div');
    box.id = 'sf-customer-form-msg-' + nextBox++;
    box.className = 'sf-customer-form__message';
    const anchor = el.parentElement?.tagName === 'LABEL' ? el.parentElement : el;
    anchor.after(box);
    views.set(el, { el, box, state: 'none', problem: null });
    el.toggleAttribute('data-sf-empty', isEmptyField(el));
  }
  return views;
}

/** Sets the view's problem and state and the field's attributes; the box describes the field when the problem has a text. */
export function showState(view: FieldView, problem: Problem | null, state: FieldState, hasText: (p: Problem) => boolean) {
  const el = view.el;
  view.problem = problem;
  view.state = state;
  el.toggleAttribute('data-sf-empty', isEmptyField(el));
  if (state === 'none') el.removeAttribute('data-sf-state');
  else el.setAttribute('data-sf-state', state);
  if (state === 'error') el.setAttribute('aria-invalid', 'true');
  else el.removeAttribute('aria-invalid');
  describeBy(el, view.box.id, !!problem && hasText(problem));
}
