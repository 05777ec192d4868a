// Reads the server's questions markup before the first commit, in either shape:
//   the development shop's (fixtures/pages/product-details.ts):
//     <section data-widget="product-questions"><h2 id="T">…</h2>
//       <ul><li id="Q" data-question><h3>question</h3><div>answer</div></li>…</ul>
//       <details><summary>Zadaj pytanie…</summary><form action="…" method="post">…</form></details>
//   an IdoSell theme's (projector.xsl): a <details class="questions__item"> per question, its
//     <summary> the question and the rest the answer; the ask form a plain <form> (its section's
//     heading names it).
// Answers stay server nodes (<AdoptedNode/>); the ask form becomes a description the dialog renders.
// Whatever else is inside the marker (the theme's help box, headings) is kept: `before` / `after`.
import { leftovers } from '../../src/domain/leftovers.ts';
import { FIELD_KINDS, type FieldKind } from '../../src/domain/validation.ts';

export interface QuestionItem {
  /** Unique in the widget: the server id, else the item's position. */
  key: string;
  /** The server's id ('' for none): a #hash to it opens the item. */
  id: string;
  question: string;
  item: HTMLElement;
  /** The answer's nodes, in the server's order. */
  answer: Node[];
}

export interface AskField {
  name: string;
  id: string;
  label: string;
  kind: FieldKind;
  multiline: boolean;
  type: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  autoComplete?: string;
  /** What the shopper typed into the no-JS form before the widget came. */
  value: string;
}

export interface AskForm {
  action: string;
  title: string;
  askLabel: string;
  submitLabel: string;
  hidden: Array<[string, string]>;
  fields: AskField[];
  /** The no-JS form was open when the widget mounted: the dialog opens at once. */
  wasOpen: boolean;
  /** Ids of the form and its wrappers in the marker: a theme's link to one (its help box's "ask") opens the dialog. */
  anchors: string[];
  /** The form's other content (a description, a consent note), above and below the fields. */
  before: Node[];
  after: Node[];
}

export interface ServerQuestions {
  title: { id: string; text: string } | null;
  items: QuestionItem[];
  ask: AskForm | null;
  /** The marker's content the widget does not read, before and after its own. */
  before: Node[];
  after: Node[];
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

export const QUESTIONS_EXPECTED =
  'the marker needs the product questions: a <details> per question with a <summary> (the theme\'s details.questions__item), or <li data-question id> with an <h3> and the answer after it, and/or the ask-about-product <form> with its fields; put them inside the data-widget="product-questions" element';

/**
 * `askFallback`: the ask button's text when the markup names none. Throws when the marker holds
 * neither questions nor an ask form (the loader reports it, the server markup stays).
 */
export function readQuestions(root: HTMLElement, askFallback: string): ServerQuestions {
  const items: QuestionItem[] = [];
  const used: Node[] = [];
  for (const item of root.querySelectorAll<HTMLElement>('[data-question][id], details')) {
    if (item.querySelector('form') || item.parentElement?.closest('[data-question], details') !== null) continue;
    const read = item.tagName === 'DETAILS' ? readDetails(item as HTMLDetailsElement) : readListItem(item);
    if (!read) continue;
    items.push({
      key: item.id || 'q' + items.length,
      id: item.id,
      item,
      ...read,
    });
    used.push(item);
  }
  const ask = readAskForm(root, askFallback);
  if (!items.length && !ask) throw new Error(QUESTIONS_EXPECTED);
  if (ask) used.push(ask.node);
  // The development shop's own title; a theme's heading elsewhere stays as it is.
  const h2 = root.querySelector('h2');
  const title = h2 && !used.some((u) => u.contains(h2)) && items.length ? h2 : null;
  if (title) used.push(title);
  const rest = leftovers<Node>(root, used);
  return {
    title: title ? { id: title.id, text: text(title) } : null,
    items,
    ask: ask && ask.form,
    ...rest,
  };
}

function readListItem(item: HTMLElement): Pick<QuestionItem, 'question' | 'answer'> | null {
  const heading = item.querySelector('h3');
  const answer = heading?.nextElementSibling;
  if (!heading || !(answer instanceof HTMLElement)) return null;
  return { question: text(heading), answer: [answer] };
}

function readDetails(item: HTMLDetailsElement): Pick<QuestionItem, 'question' | 'answer'> | null {
  const summary = [...item.children].find((c) => c.tagName === 'SUMMARY');
  if (!summary || !text(summary)) return null;
  return {
    question: text(summary),
    answer: [...item.childNodes].filter((n) => n !== summary && (n.nodeType === 1 || text(n as Element) !== '')),
  };
}

/** The heading a theme puts over its ask form: the nearest section's own heading. */
function headingOver(form: HTMLFormElement, root: HTMLElement): string {
  for (let el = form.parentElement; el && root.contains(el); el = el.parentElement) {
    const h = el.querySelector('h2, h3, h4, .headline__name, .headline');
    if (h && !form.contains(h)) return text(h);
    if (el === root) break;
  }
  return '';
}

function idsUp(el: Element, root: HTMLElement): string[] {
  const ids: string[] = [];
  for (let at: Element | null = el; at && at !== root; at = at.parentElement) if (at.id) ids.push(at.id);
  return ids;
}

function readAskForm(root: HTMLElement, askFallback: string): { form: AskForm; node: Node } | null {
  const form = root.querySelector('form');
  if (!form) return null;
  const hidden: Array<[string, string]> = [];
  const fields: AskField[] = [];
  const used: Element[] = [];
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!el.name || el.disabled) continue;
    if (el instanceof HTMLInputElement && el.type === 'hidden') hidden.push([el.name, el.value]);
    else if (el instanceof HTMLTextAreaElement || ['text', 'email', 'tel'].includes(el.type)) fields.push(readField(form, el));
    else continue;
    used.push(el);
  }
  if (!fields.length) return null; // not an ask form: it stays as the server had it
  const details = form.closest('details');
  const summary = details && root.contains(details) ? details.querySelector('summary') : null;
  const submit = form.querySelector('button[type="submit"], button:not([type]), input[type="submit"]');
  used.push(...form.querySelectorAll('label'));
  if (submit) used.push(submit);
  const label = text(summary) || form.getAttribute('aria-label') || headingOver(form, root) || askFallback;
  const extra = leftovers<Node>(form, used);
  return {
    node: summary ? details! : form,
    form: {
      action: form.getAttribute('action') ?? '',
      title: form.getAttribute('aria-label') || label,
      askLabel: label,
      submitLabel: (submit instanceof HTMLInputElement ? submit.value : (submit?.textContent ?? '')).trim() || askFallback,
      hidden,
      fields,
      wasOpen: !!details?.open,
      anchors: idsUp(form, root),
      ...extra,
    },
  };
}

function readField(form: HTMLFormElement, el: HTMLInputElement | HTMLTextAreaElement): AskField {
  const declared = el.getAttribute('data-validate');
  const kind: FieldKind = declared && (FIELD_KINDS as readonly string[]).includes(declared) ? (declared as FieldKind) : el.type === 'email' ? 'email' : 'text';
  const num = (attr: string) => {
    const v = Number(el.getAttribute(attr) ?? NaN);
    return el.hasAttribute(attr) && Number.isFinite(v) ? v : undefined;
  };
  const label = [...form.querySelectorAll('label')].find((l) => l.htmlFor === el.id);
  return {
    name: el.name,
    id: el.id || el.name,
    label: (label?.textContent ?? el.name).trim(),
    kind,
    multiline: el instanceof HTMLTextAreaElement,
    type: el instanceof HTMLTextAreaElement ? 'textarea' : el.type,
    required: el.required,
    minLength: num('minlength'),
    maxLength: num('maxlength'),
    autoComplete: el.getAttribute('autocomplete') ?? undefined,
    value: el.value,
  };
}
