// State of a product's add / remove button (§3.4). Whether the product is on the list comes from
// the list's bulk section; a press sends the legacy call (src/domain/product-lists.ts), asks for
// the section again (one /ajax/get.php) and tells the page (`product-list:changed`, refreshed):
// every counter and button of that list follows the new section. The section is the truth: when
// it does not show the change, the press failed, whatever the shop answered.
// One press at a time: a press while one runs does nothing (the button stays focusable).
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ProductListSection } from '../../src/core/schemas/product-lists.ts';
import { useBusEvent, useSection, useWidget } from '../../src/core/widget-context.tsx';
import { changeTookEffect, isOnList, LIST_SECTION, listChangeRequest } from '../../src/domain/product-lists.ts';
import type { ProductListsProps } from './props.ts';

/** An HTTP error status: the shop answered no (src/core/http.ts HttpError, read by its kind: that class stays in the network chunk). */
const refused = (error: unknown) => (error as { kind?: string } | null)?.kind === 'status';

export interface ListToggleState {
  /** Undefined until the section has answered. */
  onList: boolean | undefined;
  busy: boolean;
  toggle(): void;
  /** What the last press came to. */
  message: { text: string; failed: boolean } | undefined;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The server's control had the focus when the button replaced it (a keyboard shopper got there
 * first): the focus goes to the button instead of falling back to the page.
 */
function useFocusCarriedOver(element: HTMLElement, ready: boolean): RefObject<HTMLButtonElement | null> {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inside = useRef(false);
  useEffect(() => {
    if (ready) return;
    inside.current = element.contains(element.ownerDocument.activeElement);
    const onIn = () => void (inside.current = true);
    // Leaving for nowhere (a removed node, another window) is not leaving for another control.
    const onOut = (e: FocusEvent) => void (e.relatedTarget && !element.contains(e.relatedTarget as Node) && (inside.current = false));
    element.addEventListener('focusin', onIn);
    element.addEventListener('focusout', onOut);
    return () => {
      element.removeEventListener('focusin', onIn);
      element.removeEventListener('focusout', onOut);
    };
  }, [element, ready]);
  useLayoutEffect(() => {
    const doc = element.ownerDocument;
    if (ready && inside.current && (!doc.activeElement || doc.activeElement === doc.body)) buttonRef.current?.focus();
    if (ready) inside.current = false;
  }, [element, ready]);
  return buttonRef;
}

export function useListToggle({ list, productId, size }: ProductListsProps & { productId: string | number }): ListToggleState {
  const { net, t, bus, name, element } = useWidget();
  const section = LIST_SECTION[list];
  const data = useSection(section, ProductListSection).data;
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [message, setMessage] = useState<ListToggleState['message']>(undefined);
  // On the product page the wishlist takes the size the shopper picked (§2.10), as the form would.
  // A ref, not state: nothing shows it, and a press right after the choice must send it.
  const picked = useRef<string | undefined>(undefined);
  useBusEvent('product:size-selected', (e) => {
    if (String(e.productId) === String(productId)) picked.current = e.sizeId;
  });
  const onList = data ? isOnList(data, productId) : undefined;
  const buttonRef = useFocusCarriedOver(element, onList !== undefined);

  const toggle = () => {
    if (running.current || onList === undefined) return;
    running.current = true;
    setBusy(true);
    setMessage(undefined);
    const action = onList ? 'remove' : 'add';
    void (async () => {
      try {
        const { http, pageData } = await net();
        const call = listChangeRequest(list, action, productId, picked.current ?? size ?? '');
        await http.send(call.url, { method: call.method, ...(call.body ? { body: call.body } : {}) }, call.method + ' ' + call.url.split('?')[0]);
        await pageData.refresh([section]);
        bus.emit('product-list:changed', { list, source: name, refreshed: true });
        const now = ProductListSection.safeParse(pageData.peek(section));
        const done = now.success && changeTookEffect(action, isOnList(now.data, productId));
        setMessage(
          done
            ? { text: t(`productLists.${list}.${action === 'add' ? 'added' : 'removed'}`), failed: false }
            : { text: t('productLists.failed'), failed: true },
        );
      } catch (e) {
        // A refusal (an HTTP error status) is the shop's no; anything else is the connection (§8.2).
        setMessage({ text: t(refused(e) ? 'productLists.failed' : 'productLists.connection'), failed: true });
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
  };

  return { onList, busy, toggle, message, buttonRef };
}
