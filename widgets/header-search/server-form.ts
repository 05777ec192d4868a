// The marker's server form (fixtures/pages/layout.ts): the widget reuses its classes, texts and
// action so that mounting causes no layout shift and the theme's CSS keeps applying, and takes
// over what the shopper may already have typed into it (the registry loads us on 'idle').
export interface ServerForm {
  input: HTMLInputElement | null;
  action: string;
  inputId: string | null;
  /** The form's id (an IdoSell theme's `#menu_search`): its CSS keeps applying to the widget's form. */
  formId: string | null;
  formClass: string;
  inputClass: string;
  labelClass: string;
  submitClass: string;
  label: string | null;
  submit: string | null;
  /** The server's submit button shows an icon only (no text): the widget's keeps its name for screen readers only. */
  submitIcon: boolean;
  placeholder: string | null;
  /** The theme's search icon for phones, when the server markup has one; null otherwise. */
  toggle: { className: string; label: string | null } | null;
}

/**
 * The theme's phone search icon: an IdoSell theme's `<a href="#showSearchForm" class="menu_search__mobile">`,
 * or any element marked `data-search-toggle`.
 */
export const SEARCH_TOGGLE = 'a[href="#showSearchForm"], [data-search-toggle]';

function readToggle(marker: HTMLElement): ServerForm['toggle'] {
  const toggle = marker.querySelector<HTMLElement>(SEARCH_TOGGLE);
  if (!toggle) return null;
  const label = toggle.getAttribute('aria-label')?.trim() || toggle.textContent?.trim() || toggle.getAttribute('title')?.trim() || null;
  return { className: toggle.className, label };
}

export function readServerForm(marker: HTMLElement): ServerForm {
  const form = marker.querySelector('form');
  const input = marker.querySelector<HTMLInputElement>('input[name="text"]');
  const label = input?.id ? marker.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
  const submit = form?.querySelector('button[type="submit"], button:not([type])') ?? null;
  return {
    input,
    action: form?.getAttribute('action') || '/search.php',
    inputId: input?.id || null,
    formId: form?.id || null,
    formClass: form?.className || 'shop-search',
    inputClass: input?.className || 'shop-search__input',
    // A label the widget adds itself is for screen readers only: the bundle's own class, not the dev shop's.
    labelClass: label?.className || 'sf-visually-hidden',
    submitClass: submit?.className || 'shop-search__submit',
    label: label?.textContent?.trim() || null,
    submit: submit?.textContent?.trim() || null,
    submitIcon: !!submit && !submit.textContent?.trim(),
    placeholder: input?.getAttribute('placeholder') ?? null,
    toggle: readToggle(marker),
  };
}

export interface TakenOver {
  value: string;
  focused: boolean;
}

/**
 * Copies the server input's value, focus and caret into the widget's input. Runs in a layout
 * effect, before the loader removes the server markup in the same task: nothing typed is lost.
 */
export function takeOver(from: HTMLInputElement | null, to: HTMLInputElement): TakenOver {
  if (!from) return { value: to.value, focused: false };
  const value = from.value;
  const focused = from.ownerDocument.activeElement === from;
  let start: number | null = null;
  let end: number | null = null;
  let direction: 'forward' | 'backward' | 'none' | null = null;
  try {
    start = from.selectionStart;
    end = from.selectionEnd;
    direction = from.selectionDirection;
  } catch {
    // Inputs without the selection API.
  }
  to.value = value;
  if (focused) {
    to.focus({ preventScroll: true });
    try {
      if (start !== null && end !== null) to.setSelectionRange(start, end, direction ?? undefined);
    } catch {
      // ignore
    }
  }
  return { value, focused };
}
