// Reads the promo-code marker's server markup (§4.8) before the first commit, in either shape:
//   the development shop's no-JS form (fixtures/pages/promo-code.ts): <form> with input name="code"
//     and a submit button, or, with a code active, the code and a remove button;
//   an IdoSell theme's (basketedit.xsl): the form inside a <template> the theme's script stamps
//     out, with a disabled input name="rebates_codes" and a type="button" button.
// The widget draws its own form in that form's place; anything else in the marker (the theme's
// heading, its "have a code?" text) stays as the server had it (`before` / `after`).
import { leftovers } from '../../src/domain/leftovers.ts';

/** The code field's names: the development shop's, an IdoSell theme's. */
export const CODE_FIELDS = ['code', 'rebates_codes'];

export const PROMO_EXPECTED =
  'the marker needs the shop\'s promo-code form: a <form> with an input named "code" (or the theme\'s "rebates_codes") and its button, or a <template> holding it; put it inside the data-widget="promo-code" element';

export interface ServerPromoForm {
  /** What was typed into the server's field before the widget came ('' for a template's). */
  typed: string;
  /** The server's live field (not a template's), for the caret and late keystrokes. */
  input: HTMLInputElement | null;
  before: Node[];
  after: Node[];
}

const fieldIn = (root: ParentNode) => root.querySelector<HTMLInputElement>(CODE_FIELDS.map((n) => `input[name="${n}"]`).join(', '));

export function readPromoForm(element: HTMLElement): ServerPromoForm {
  const form = element.querySelector('form');
  const template = [...element.querySelectorAll('template')].find((t) => fieldIn(t.content) || t.content.querySelector('form'));
  const found = form && (!template || form.compareDocumentPosition(template) & Node.DOCUMENT_POSITION_FOLLOWING) ? form : template;
  if (!found) throw new Error(PROMO_EXPECTED);
  // The development shop's form is the widget's own view (with its status line): all of it is the widget's.
  const view = found.closest('.sf-promo-code');
  const used = view && element.contains(view) ? view : found;
  const input = found instanceof HTMLFormElement ? fieldIn(found) : null;
  return {
    typed: input?.value ?? '',
    input,
    ...leftovers<Node>(element, [used]),
  };
}
