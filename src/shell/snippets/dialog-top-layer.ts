// A top layer that is a dialog (spec §3.4 ToplayersAndWidgets, with §2.9's modal behaviour): the
// server marks it `role="dialog"`, and its close controls `data-toplayer-close` (README "Server
// snippets and top layers"). It opens when injected, as the kit's <Modal> does (the same plain-DOM
// helpers from src/ui): a backdrop, focus moved in and kept in (Tab, the left / right arrows), the
// rest of the page inert, the background's scroll locked; Escape, a close control or a click on
// the backdrop closes it, and focus goes back where it was (the main content if nothing had it).
// It always has an accessible name: the server's (aria-label / aria-labelledby), else its first
// heading, else a text of ours. Closed, it leaves the page, and the same item is not injected again.
import type { Translate } from '../../core/i18n.ts';
import { trapFocus } from '../../ui/focus-trap.ts';
import { inertOutside } from '../../ui/inert-outside.ts';
import { pushModal } from '../../ui/modal-stack.ts';
import { lockScroll } from '../../ui/scroll-lock.ts';

export const DIALOG_SELECTOR = '[role="dialog"]';
export const CLOSE_ATTR = 'data-toplayer-close';

let titles = 0;

function name(dialog: HTMLElement, t: Translate): void {
  if (dialog.hasAttribute('aria-labelledby') || dialog.hasAttribute('aria-label')) return;
  const heading = dialog.querySelector('h1, h2, h3, h4, h5, h6');
  if (!heading) return dialog.setAttribute('aria-label', t('shell.toplayer.name'));
  heading.id ||= 'sf-toplayer-title-' + ++titles;
  dialog.setAttribute('aria-labelledby', heading.id);
}

/** A close button of ours, for a dialog whose server marked none (a pointer needs one too). */
function closeButton(t: Translate): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sf-modal__close sf-toplayer__close';
  button.setAttribute('aria-label', t('shell.toplayer.close'));
  button.setAttribute(CLOSE_ATTR, '');
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  button.append(cross);
  return button;
}

/** Opens `dialog` (already in the page) as a modal top layer; returns its close. */
export function openDialogTopLayer(dialog: HTMLElement, t: Translate): () => void {
  const overlay = document.createElement('div');
  overlay.className = 'sf-modal sf-toplayer';
  dialog.replaceWith(overlay);
  overlay.append(dialog);
  dialog.classList.add('sf-modal__dialog');
  dialog.setAttribute('aria-modal', 'true');
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  name(dialog, t);
  if (!dialog.querySelector(`[${CLOSE_ATTR}]`)) dialog.prepend(closeButton(t));

  const entry = pushModal();
  const unlock = lockScroll();
  const restoreInert = inertOutside(overlay);
  const release = trapFocus(dialog);
  let downOnBackdrop = false;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented && entry.isTop()) {
      e.preventDefault();
      close();
    }
  };
  const onDown = (e: MouseEvent) => (downOnBackdrop = e.target === overlay);
  const onClick = (e: MouseEvent) => {
    const closer = e.target instanceof Element && e.target.closest(`[${CLOSE_ATTR}]`);
    // A close control may be a link (href="#"): it closes, it does not navigate.
    if (closer && dialog.contains(closer)) {
      e.preventDefault();
      close();
    } else if (downOnBackdrop && e.target === overlay && entry.isTop()) close();
    downOnBackdrop = false;
  };
  document.addEventListener('keydown', onKeyDown);
  overlay.addEventListener('mousedown', onDown);
  overlay.addEventListener('click', onClick);

  let open = true;
  function close(): void {
    if (!open) return;
    open = false;
    document.removeEventListener('keydown', onKeyDown);
    restoreInert();
    unlock();
    entry.remove();
    overlay.remove();
    release();
  }
  return close;
}
