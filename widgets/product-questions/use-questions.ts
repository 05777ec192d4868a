// The questions' state (spec §2.10): each item's answer is a disclosure. On mount the items that
// start inside or above the viewport stay open as the server showed them (no layout shift), the
// rest fold; an item the URL points at is open.
import { useCallback, useEffect, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { initiallyOpen } from '../../src/domain/tab-offset.ts';
import { useModal, type ModalState } from '../../src/ui/use-modal.ts';
import { readQuestions, type ServerQuestions } from './read-questions.ts';

export interface QuestionsModel extends ServerQuestions {
  /** Whether the question's answer is shown (by the item's key). */
  isOpen(key: string): boolean;
  /** Shows or hides the question's answer. */
  toggle(id: string): void;
  /** The "ask about product" dialog; open at first when the server showed it open. */
  dialog: ModalState;
}

export function useQuestions(): QuestionsModel {
  const { element, t } = useWidget();
  const win = element.ownerDocument.defaultView ?? window;
  // Read before the first commit, while the server markup is still on the page.
  const [server] = useState<ServerQuestions>(() => readQuestions(element, t('productQuestions.ask')));
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const target = server.items.findIndex((q) => q.id && '#' + q.id === win.location.hash);
    const flags = initiallyOpen(
      server.items.map((q) => q.item.getBoundingClientRect().top),
      win.innerHeight,
      target,
    );
    return new Set(server.items.filter((_, i) => flags[i]).map((q) => q.key));
  });
  const dialog = useModal(!!server.ask?.wasOpen);
  const toggle = useCallback(
    (id: string) =>
      setOpen((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // A theme's link to the ask form (its help box's "Zadaj pytanie" to #product_askforproduct) opens the dialog.
  const { open: openDialog } = dialog;
  useEffect(() => {
    const anchors = server.ask?.anchors ?? [];
    if (!anchors.length) return;
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
      if (!link || !anchors.includes(link.getAttribute('href')!.slice(1)) || e.defaultPrevented) return;
      e.preventDefault();
      openDialog(link);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [server, element, openDialog]);
  return { ...server, isOpen: (id) => open.has(id), toggle, dialog };
}
