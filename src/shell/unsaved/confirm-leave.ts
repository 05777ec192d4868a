// The confirm step before a partial navigation leaves unsaved changes (§8.4): a modal <dialog>
// (the browser's top layer: focus moves in and stays, Escape answers "stay", focus returns to what
// the shopper used). "Stay" has the focus: the safe answer is the one a stray Enter gives.
import type { Translate } from '../../core/i18n.ts';

let asked: Promise<boolean> | null = null;

export function confirmLeave(t: Translate): Promise<boolean> {
  // Two navigations at once (a double click) ask one question.
  return (asked ??= ask(t).finally(() => (asked = null)));
}

/** An element with its class and text (the dialog is plain DOM: it works whatever the page runs). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

function ask(t: Translate): Promise<boolean> {
  const dialog = el('dialog', 'sf-confirm');
  dialog.setAttribute('aria-labelledby', 'sf-confirm-title');
  dialog.setAttribute('aria-describedby', 'sf-confirm-message');
  const title = el('h2', 'sf-confirm__title', t('shell.unsaved.title'));
  title.id = 'sf-confirm-title';
  const message = el('p', '', t('shell.unsaved.message'));
  message.id = 'sf-confirm-message';
  const stay = el('button', 'sf-button sf-button--primary', t('shell.unsaved.stay'));
  const leave = el('button', 'sf-button', t('shell.unsaved.leave'));
  stay.type = leave.type = 'button';
  const actions = el('div', 'sf-confirm__actions');
  actions.append(stay, leave);
  dialog.append(title, message, actions);
  document.body.append(dialog);
  const returnTo = document.activeElement as HTMLElement | null;
  return new Promise<boolean>((resolve) => {
    let answer = false;
    stay.addEventListener('click', () => dialog.close());
    leave.addEventListener('click', () => ((answer = true), dialog.close()));
    dialog.addEventListener('close', () => {
      dialog.remove();
      if (!answer && returnTo?.isConnected) returnTo.focus();
      resolve(answer);
    });
    dialog.showModal();
    stay.focus();
  });
}
