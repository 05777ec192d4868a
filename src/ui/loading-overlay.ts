// The full-page loading overlay with a message area (spec §2.2), in plain DOM so code outside
// React (partial page loads, legacy scripts) can use it too. One overlay per page: each
// showLoadingOverlay() returns a handle, the newest handle's message shows, and the overlay
// goes away when every handle is hidden. The message sits in a role=status live region; the
// elements passed as `busy` get aria-busy=true meanwhile (the region being reloaded).
export interface LoadingOverlayHandle {
  update(message: string): void;
  hide(): void;
}

interface Entry {
  message: string;
  busy: readonly Element[];
}

const entries: Entry[] = [];
let overlay: { root: HTMLElement; message: HTMLElement } | null = null;

function render() {
  const top = entries[entries.length - 1];
  if (!top) {
    overlay?.root.remove();
    overlay = null;
    return;
  }
  if (!overlay) {
    const root = document.createElement('div');
    root.className = 'sf-loading';
    const spinner = document.createElement('span');
    spinner.className = 'sf-loading__spinner';
    spinner.setAttribute('aria-hidden', 'true');
    const message = document.createElement('p');
    message.className = 'sf-loading__message';
    message.setAttribute('role', 'status');
    root.append(spinner, message);
    document.body.append(root);
    overlay = { root, message };
  }
  if (overlay.message.textContent !== top.message) overlay.message.textContent = top.message;
}

function setBusy() {
  const busy = new Set(entries.flatMap((e) => e.busy));
  for (const e of entries) for (const el of e.busy) el.setAttribute('aria-busy', 'true');
  return busy;
}

export function showLoadingOverlay(message: string, options: { busy?: readonly Element[] } = {}): LoadingOverlayHandle {
  const entry: Entry = { message, busy: options.busy ?? [] };
  entries.push(entry);
  setBusy();
  render();
  let hidden = false;
  return {
    update(next) {
      if (hidden) return;
      entry.message = next;
      render();
    },
    hide() {
      if (hidden) return;
      hidden = true;
      entries.splice(entries.indexOf(entry), 1);
      const stillBusy = setBusy();
      for (const el of entry.busy) if (!stillBusy.has(el)) el.removeAttribute('aria-busy');
      render();
    },
  };
}

/** The overlay's root while shown (for tests and styling hooks). */
export const loadingOverlayElement = (): HTMLElement | null => overlay?.root ?? null;
