// Reads the server's questions markup (contract: fixtures/pages/product-details.ts) before the
// first commit. Answers stay server nodes (<AdoptedNode/>); the ask form becomes a description
// the dialog renders: its action, hidden fields and visible fields with their labels and limits.
//   <section data-widget="product-questions" aria-labelledby="T"><h2 id="T">…</h2>
//     <ul><li id="Q" data-question><h3>question</h3><div>answer</div></li>…</ul>
//     <details><summary>Zadaj pytanie…</summary><form action="…" method="post">…</form></details>
import { FIELD_KINDS, type FieldKind } from '../../src/domain/validation.ts';

export interface QuestionItem {
  id: string;
  question: string;
  item: HTMLElement;
  answer: HTMLElement;
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
}

export interface ServerQuestions {
  title: { id: string; text: string } | null;
  items: QuestionItem[];
  ask: AskForm | null;
}

export function readQuestions(root: HTMLElement): ServerQuestions {
  const h2 = root.querySelector('h2');
  const items: QuestionItem[] = [];
  for (const item of root.querySelectorAll<HTMLElement>('[data-question][id]')) {
    const heading = item.querySelector('h3');
    const answer = heading?.nextElementSibling;
    if (!heading || !(answer instanceof HTMLElement)) continue;
    items.push({ id: item.id, question: (heading.textContent ?? '').trim(), item, answer });
  }
  return { title: h2 ? { id: h2.id, text: (h2.textContent ?? '').trim() } : null, items, ask: readAskForm(root) };
}

function readAskForm(root: HTMLElement): AskForm | null {
  const form = root.querySelector('form');
  if (!form) return null;
  const details = form.closest('details');
  const askLabel = (details?.querySelector('summary')?.textContent ?? '').trim();
  const hidden: Array<[string, string]> = [];
  const fields: AskField[] = [];
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!el.name || el.disabled) continue;
    if (el instanceof HTMLInputElement && el.type === 'hidden') hidden.push([el.name, el.value]);
    else if (el instanceof HTMLTextAreaElement || ['text', 'email', 'tel'].includes(el.type)) fields.push(readField(form, el));
  }
  const submit = form.querySelector('button[type="submit"], button:not([type]), input[type="submit"]');
  return {
    action: form.getAttribute('action') ?? '',
    title: form.getAttribute('aria-label') ?? askLabel,
    askLabel: askLabel || (form.getAttribute('aria-label') ?? ''),
    submitLabel: (submit instanceof HTMLInputElement ? submit.value : (submit?.textContent ?? '')).trim(),
    hidden,
    fields,
    wasOpen: !!details?.open,
  };
}

function readField(form: HTMLFormElement, el: HTMLInputElement | HTMLTextAreaElement): AskField {
  const declared = el.getAttribute('data-validate');
  const kind: FieldKind =
    declared && (FIELD_KINDS as readonly string[]).includes(declared) ? (declared as FieldKind) : el.type === 'email' ? 'email' : 'text';
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
