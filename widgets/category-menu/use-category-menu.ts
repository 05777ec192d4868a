// The category menu's state (§2.5): which submenus are open (a path, src/domain/menus.ts), how
// the pointer, a tap and the keyboard change it, "show more", and the phones' side menu.
// - Bar (view type 3 and up): hover intent (150 ms in, 300 ms out), a first tap on a parent link
//   opens its submenu and the second follows it, and the WAI-ARIA APG disclosure navigation
//   pattern: a button beside each parent link, Escape closes the innermost submenu and gives its
//   button the focus, focus or a click leaving the menu closes it (docs/decisions.md).
// - Side menu (below view type 3): the opener shows the menu in a modal panel, one level at a time
//   with a back button; Escape closes it and focus goes back to the opener.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { clickAction, closeInnermost, hoverPlan, samePath, startsWith, togglePath, type MenuPath } from '../../src/domain/menus.ts';
import { useViewType } from '../../src/ui/use-view-type.ts';
import { DEFAULT_VISIBLE, type CategoryMenuProps } from './props.ts';
import { itemAt, readMenu, type MenuItem, type ServerMenu } from './read-menu.ts';
import { subId, useMenuMarkup } from './use-menu-markup.ts';

const NONE: MenuPath = [];

export interface CategoryMenuState {
  menu: ServerMenu;
  mode: 'bar' | 'side';
  isOpen(item: MenuItem): boolean;
  /** The id of the item's submenu, for aria-controls. */
  subId(item: MenuItem): string;
  /** The disclosure button: opens or closes the item's submenu (in the side menu: goes into its level). */
  toggle(item: MenuItem): void;
  /** The side menu's back button: up one level. */
  back(item: MenuItem): void;
  /** A callback ref for an item's disclosure button or back button (focus goes there). */
  buttonRef(kind: 'toggle' | 'back', key: string): (el: HTMLButtonElement | null) => void;
  isExpanded(listKey: string): boolean;
  toggleMore(listKey: string): void;
  panelOpen: boolean;
  closePanel(): void;
}

export function useCategoryMenu(props: CategoryMenuProps): CategoryMenuState {
  const { element, markup } = useWidget();
  const visible = props.visible ?? DEFAULT_VISIBLE;
  // Read before the first commit, while the server markup is in place.
  const [menu] = useState(() => readMenu(element, visible));
  const idBase = 'sf-cm' + useId().replace(/[^\w-]/g, '');
  const view = useViewType();
  const mode = view >= 3 ? 'bar' : 'side';
  const [open, setOpenState] = useState<MenuPath>(NONE);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [panelOpen, setPanelOpen] = useState(false);
  const openRef = useRef(open);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfter = useRef<string | null>(null);
  const setOpen = useCallback((path: MenuPath) => {
    if (samePath(openRef.current, path)) return;
    openRef.current = path;
    setOpenState(path);
  }, []);

  // The server markup stays where it is: the widget only adds to it.
  useLayoutEffect(() => {
    markup.holdIn(element);
    return () => markup.release(element);
  }, [element, markup]);
  useMenuMarkup(menu, idBase, mode, open, expanded, visible);

  // Another layout, another menu: everything closes (on a change only: a click replayed as the
  // widget mounts has already opened something).
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    setOpen(NONE);
    setPanelOpen(false);
  }, [mode, setOpen]);

  // Focus to the button named after a change (Escape, back, into a level), once it is shown.
  useLayoutEffect(() => {
    const key = focusAfter.current;
    focusAfter.current = null;
    if (key) buttons.current.get(key)?.focus();
  });

  // The bar: hover intent, taps, Escape, focus and clicks leaving the menu (a layout effect: listening
  // from the commit the loader reports as mounted on, when it replays a held tap).
  useLayoutEffect(() => {
    if (mode !== 'bar') return;
    const { nav } = menu;
    const doc = nav.ownerDocument;
    const win = doc.defaultView ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered: MenuPath | null = null;
    let downType = '';
    const plan = (path: MenuPath) => {
      if (hovered && samePath(hovered, path)) return;
      hovered = path;
      clearTimeout(timer);
      const next = hoverPlan(openRef.current, path);
      if (next) timer = setTimeout(() => setOpen(next.path), next.delay);
    };
    const hoverPath = (target: EventTarget | null): MenuPath => {
      const item = itemAt(menu, target);
      return !item ? NONE : item.sub ? item.path : item.path.slice(0, -1);
    };
    const onMove = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' || e.pointerType === 'pen') plan(hoverPath(e.target));
    };
    const onLeave = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' || e.pointerType === 'pen') plan(NONE);
    };
    const onDown = (e: PointerEvent) => {
      downType = e.pointerType;
      // A press anywhere cancels a pending hover change: what it does is the click's to say.
      clearTimeout(timer);
      hovered = null;
    };
    const onClick = (e: MouseEvent) => {
      const type = (e as PointerEvent).pointerType || downType;
      downType = '';
      const item = itemAt(menu, e.target);
      if (!item?.sub || !item.link || !(e.target instanceof Node) || !item.link.contains(e.target)) return;
      const canHover = win.matchMedia?.('(hover: hover)').matches ?? true;
      if (clickAction(type, canHover, startsWith(openRef.current, item.path)) === 'open') {
        e.preventDefault();
        setOpen(item.path);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !openRef.current.length) return;
      e.preventDefault();
      const { path, closed } = closeInnermost(openRef.current);
      focusAfter.current = closed && 'toggle:' + closed;
      setOpen(path);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && nav.contains(e.relatedTarget))) setOpen(NONE);
    };
    const onOutside = (e: Event) => {
      if (!(e.target instanceof Node && nav.contains(e.target))) setOpen(NONE);
    };
    const listeners: Array<[EventTarget, string, (e: never) => void, boolean?]> = [
      [nav, 'pointermove', onMove],
      [nav, 'pointerleave', onLeave],
      [nav, 'pointerdown', onDown],
      [nav, 'click', onClick],
      [nav, 'keydown', onKey],
      [nav, 'focusout', onFocusOut],
      [doc, 'pointerdown', onOutside, true],
    ];
    for (const [target, type, fn, capture] of listeners) target.addEventListener(type, fn as EventListener, capture);
    return () => {
      clearTimeout(timer);
      for (const [target, type, fn, capture] of listeners) target.removeEventListener(type, fn as EventListener, capture);
    };
  }, [mode, menu, setOpen]);

  // The side menu's opener: the server's link to the menu opens the panel instead.
  useLayoutEffect(() => {
    const { opener } = menu;
    if (mode !== 'side' || !opener) return;
    const onClick = (e: MouseEvent) => {
      e.preventDefault();
      setPanelOpen(true);
    };
    opener.setAttribute('aria-haspopup', 'dialog');
    opener.setAttribute('aria-expanded', String(panelOpen));
    opener.addEventListener('click', onClick);
    return () => {
      opener.removeEventListener('click', onClick);
      opener.removeAttribute('aria-haspopup');
      opener.removeAttribute('aria-expanded');
    };
  }, [mode, menu, panelOpen]);

  // The panel closed: focus goes back to the opener (the <nav> went home with the focus in it,
  // before the panel's focus trap could give it back).
  const panelWasOpen = useRef(false);
  useLayoutEffect(() => {
    const { opener, nav } = menu;
    const active = nav.ownerDocument.activeElement;
    if (panelWasOpen.current && !panelOpen && (!active || active === nav.ownerDocument.body || nav.contains(active))) opener?.focus();
    panelWasOpen.current = panelOpen;
  }, [menu, panelOpen]);

  const toggle = useCallback(
    (item: MenuItem) => {
      if (mode === 'side') {
        focusAfter.current = 'back:' + item.key;
        setOpen(item.path);
      } else setOpen(togglePath(openRef.current, item.path));
    },
    [mode, setOpen],
  );
  const back = useCallback(
    (item: MenuItem) => {
      focusAfter.current = 'toggle:' + item.key;
      setOpen(item.path.slice(0, -1));
    },
    [setOpen],
  );
  const buttonRef = useCallback(
    (kind: 'toggle' | 'back', key: string) => (el: HTMLButtonElement | null) => {
      if (el) buttons.current.set(kind + ':' + key, el);
      else buttons.current.delete(kind + ':' + key);
    },
    [],
  );
  const toggleMore = useCallback((key: string) => {
    setExpanded((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    setOpen(NONE);
  }, [setOpen]);

  return {
    menu,
    mode,
    isOpen: (item) => startsWith(open, item.path),
    subId: (item) => subId(idBase, item),
    toggle,
    back,
    buttonRef,
    isExpanded: (key) => expanded.has(key),
    toggleMore,
    panelOpen,
    closePanel,
  };
}
