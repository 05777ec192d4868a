// Puts the server's snippet and top-layer items into the page (spec §3.4): into the head, the top
// of the body (`body_top`, in the server's order, before the page's own content), or otherwise the
// end of the body. Item content is server HTML, the spec's one exception where server text becomes
// markup: it is parsed through the `storefront` Trusted Types policy (parseOwnPage, an inert
// document), and its scripts run with the page's nonce (run-scripts.ts). Every element injected is
// marked `data-sf-snippet="<section>"`; an item already on the page (itemKey) is not injected again.
// Items go in one after the other, each after the one before has run its scripts.
import { parseOwnPage } from '../../core/trusted.ts';
import { copyDataScript, defuse } from '../../core/fetched-markup.ts';
import { scriptKind } from '../../domain/script-kind.ts';
import { DIALOG_SELECTOR } from './dialog-top-layer.ts';
import { itemKey, type InjectedSection, type Region, type SnippetItem } from './items.ts';
import { holdScripts, runScripts } from './run-scripts.ts';

export const SNIPPET_ATTR = 'data-sf-snippet';

export interface InjectorOptions {
  nonce: string | undefined;
  /** Opens a dialog top layer once its item is in the page and its scripts have run. */
  openDialog(dialog: HTMLElement): void;
  /** Hears of an item's script that did not load (the item itself stays). */
  failed(section: InjectedSection, e: Error): void;
}

export interface Injector {
  inject(section: InjectedSection, items: readonly SnippetItem[]): Promise<void>;
}

/**
 * The item's nodes in their order, parsed inert (parseOwnPage). It is defused while still inert
 * (src/core/fetched-markup.ts: <noscript> — its tracking pixel would load —, handlers and
 * javascript: addresses go) before its nodes are adopted. Data blocks are copied so that Trusted
 * Types accept them; an import map or speculation rules are no snippet's business.
 */
function parseItem(content: string): DocumentFragment {
  const parsed = parseOwnPage(content);
  defuse(parsed);
  for (const s of parsed.querySelectorAll('script')) {
    const kind = scriptKind(s.getAttribute('type'));
    if (kind === 'browser') s.remove();
    else if (kind === 'data') s.replaceWith(copyDataScript(s));
  }
  const fragment = document.createDocumentFragment();
  fragment.append(...parsed.childNodes);
  return fragment;
}

export function createInjector(o: InjectorOptions): Injector {
  const injected = new Set<string>();
  /** Where the top of the body ends: body_top items go before it, so they keep the server's order. */
  const topEnd = document.createComment('storefront: body_top snippets end');

  function place(region: Region, fragment: DocumentFragment): void {
    const body = document.body;
    if (region === 'head') document.head.append(fragment);
    else if (region === 'body_end') body.append(fragment);
    else {
      if (topEnd.parentNode !== body) body.prepend(topEnd);
      body.insertBefore(fragment, topEnd);
    }
  }

  return {
    async inject(section, items) {
      for (const item of items) {
        const key = itemKey(item);
        if (injected.has(key)) continue;
        injected.add(key);
        const fragment = parseItem(item.content);
        for (const el of fragment.children) el.setAttribute(SNIPPET_ATTR, section);
        const held = holdScripts(fragment);
        // §3.4 names the top layers' section: a dialog there opens as a modal; in Snippets it is left as sent.
        const dialogs = section === 'ToplayersAndWidgets' ? [...fragment.querySelectorAll<HTMLElement>(DIALOG_SELECTOR)] : [];
        place(item.region, fragment);
        await runScripts(held, o.nonce, (e) => o.failed(section, e));
        for (const dialog of dialogs) if (dialog.isConnected) o.openDialog(dialog);
      }
    },
  };
}
