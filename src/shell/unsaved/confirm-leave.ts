// The confirm step before a partial navigation leaves unsaved changes (§8.4): a modal <dialog>
// (the browser's top layer: focus moves in and stays, Escape answers "stay", focus returns to what
// the shopper used). "Stay" has the focus: the safe answer is the one a stray Enter gives.
import type { Translate } from '../../core/i18n.ts';

let asked: Promise<boolean> | null = null;

export function confirmLeave(t: Translate): Promise<boolean> {
  // Two navigations at once (a double click) ask one question.
  return (asked ??= ask(t).finally(() => (asked = null)));
}

function ask(t: Translate): Promise<boolean> {
  const dialog = document.createElement('dialog');
  dialog.className = 'sf-confirm';
  dialog.setAttribute('aria-labelledby', 'sf-confirm-title');
  dialog.setAttribute('aria-describedby', 'sf-confirm-message');
  const title = document.createElement('h2');
  title.id = 'sf-confirm-title';
  title.className = 'sf-confirm__title';
  title.textContent = t('shell.unsaved.title');
  const message = document.createElement('p');
  message.id = 'sf-confirm-message';
  message.textContent = t('shell.unsaved.message');
  const stay = document.createElement('button');
  stay.type = 'button';
  stay.className = 'sf-button sf-button--primary';
  stay.textContent = t('shell.unsaved.stay');
  const leave = document.createElement('button');
  leave.type = 'button';
  leave.className = 'sf-button';
  leave.textContent = t('shell.unsaved.leave');
  const actions = document.createElement('div');
  actions.className = 'sf-confirm__actions';
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
