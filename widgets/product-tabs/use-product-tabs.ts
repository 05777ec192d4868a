// The tabs' state (spec §2.10): below view 3 the sections are accordions, at view 3 and above
// anchor-scroll tabs stopping at the fixed header + tab bar + 50 px. Which accordions are open,
// the current tab and the traits "show all" survive view changes. Any in-page link to a section
// (the tab bar, the product rating link near the top of the page, a #hash in the URL) opens it
// and scrolls to it.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { activeIndex, initiallyOpen, scrollTarget, tabScrollOffset } from '../../src/domain/tab-offset.ts';
import { useViewType } from '../../src/ui/use-view-type.ts';
import { fixedHeaderHeight } from './measure.ts';
import { scrollBehavior } from '../../src/ui/motion.ts';
import { DEFAULT_FIXED_HEADER, type ProductTabsProps } from './props.ts';
import { readTabs, type ServerTabs, type TabSection } from './read-tabs.ts';

/** Scroll events stop for this long: the scrolling has settled (the current tab follows then). */
const SCROLL_SETTLE_MS = 120;
/** A scroll we started (a tab click) does not move the current tab for this long. */
const OWN_SCROLL_MS = 1500;

export interface TraitsModel {
  /** Where the button goes: the server link's parent, in place of the link. */
  container: HTMLElement;
  /** Id of the list of further traits the button shows and hides. */
  moreId: string;
  /** The button's text while folded: the server link's. */
  label: string;
  /** Whether the further traits are shown. */
  expanded: boolean;
  /** Shows or hides the further traits. */
  toggle(): void;
}

export interface TabsModel {
  /** Tabs at view 3 and above, accordions below. */
  mode: 'tabs' | 'accordion';
  /** The sections, read from the server markup. */
  sections: TabSection[];
  /** The marker's other server content, before and after the sections. */
  before: Node[];
  after: Node[];
  /** The server tab bar's accessible name; null for none. */
  navLabel: string | null;
  /** The tab bar; its height is part of the scroll offset. */
  navRef: RefObject<HTMLElement | null>;
  /** The fixed header's height: the tab bar sticks below it. */
  headerHeight: number;
  /** Key of the current section: clicked, linked to, or scrolled to. */
  active: string;
  /** Whether the section's accordion is open. */
  isOpen(key: string): boolean;
  /** Opens or closes the section's accordion and makes it current. */
  toggle(key: string): void;
  /** A callback ref for the section's control, focused when a link opens the section. */
  focusRef(key: string): (el: HTMLElement | null) => void;
  /** The traits "show all" disclosure; null when the page has none. */
  traits: TraitsModel | null;
}

const hashId = (win: Window): string => {
  try {
    return decodeURIComponent(win.location.hash.slice(1));
  } catch {
    return '';
  }
};

export function useProductTabs(props: ProductTabsProps): TabsModel {
  const { element } = useWidget();
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  // Read before the first commit, while the server markup is still on the page.
  const [server] = useState<ServerTabs>(() => readTabs(element));
  const { sections } = server;
  const view = useViewType();
  const mode = view >= 3 ? 'tabs' : 'accordion';
  const selector = props.fixedHeader ?? DEFAULT_FIXED_HEADER;

  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const target = sections.findIndex((s) => s.id === hashId(win));
    const tops = sections.map((s) => s.section.getBoundingClientRect().top);
    const flags = initiallyOpen(tops, win.innerHeight, target);
    return new Set(sections.filter((_, i) => flags[i]).map((s) => s.key));
  });
  const [active, setActive] = useState(() => sections.find((s) => s.id === hashId(win))?.key ?? sections[0]?.key ?? '');
  // A section to scroll to after the next commit (a new object each time, so a repeated click scrolls again).
  const [pending, setPending] = useState<{ key: string } | null>(() => {
    const key = sections.find((s) => s.id === hashId(win))?.key;
    return key ? { key } : null;
  });
  const [headerHeight, setHeaderHeight] = useState(0);
  const navRef = useRef<HTMLElement | null>(null);
  const focusables = useRef(new Map<string, HTMLElement>());
  const ownScrollUntil = useRef(0);

  const byId = useMemo(() => new Map(sections.map((s) => [s.id, s.key])), [sections]);

  const go = useCallback(
    (key: string) => {
      setOpen((s) => (s.has(key) ? s : new Set(s).add(key)));
      setActive(key);
      setPending({ key });
      const id = sections.find((s) => s.key === key)?.id;
      if (id && hashId(win) !== id) win.history.replaceState(win.history.state, '', '#' + id);
    },
    [sections, win],
  );
  const goRef = useRef(go);
  goRef.current = go;

  useLayoutEffect(() => setHeaderHeight(fixedHeaderHeight(doc, selector)), [doc, selector, view]);

  // Scroll once the section is open and laid out.
  useLayoutEffect(() => {
    if (!pending) return;
    const section = sections.find((s) => s.key === pending.key);
    const el = section && doc.getElementById(section.id);
    if (!el) return;
    const bar = mode === 'tabs' ? (navRef.current?.getBoundingClientRect().height ?? 0) : 0;
    const offset = tabScrollOffset(view, fixedHeaderHeight(doc, selector), bar);
    ownScrollUntil.current = Date.now() + OWN_SCROLL_MS;
    win.scrollTo({
      top: scrollTarget(el.getBoundingClientRect().top + win.scrollY, offset),
      behavior: scrollBehavior(win),
    });
    focusables.current.get(pending.key)?.focus({ preventScroll: true });
    setPending(null);
  }, [pending, sections, doc, win, mode, view, selector]);

  // In-page links to a section, wherever they are on the page, and #hash changes (a layout
  // effect: listening from the first commit on).
  useLayoutEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href^="#"]') : null;
      const key = link && byId.get(decodeURIComponent(link.getAttribute('href')!.slice(1)));
      if (!key) return;
      e.preventDefault();
      goRef.current(key);
    };
    const onHash = () => {
      const key = byId.get(hashId(win));
      if (key) goRef.current(key);
    };
    doc.addEventListener('click', onClick);
    win.addEventListener('hashchange', onHash);
    return () => {
      doc.removeEventListener('click', onClick);
      win.removeEventListener('hashchange', onHash);
    };
  }, [doc, win, byId]);

  // The current tab follows the scrolling once it settles (tabs mode only).
  useEffect(() => {
    if (mode !== 'tabs') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if (Date.now() < ownScrollUntil.current) return;
      const bar = navRef.current?.getBoundingClientRect().height ?? 0;
      const offset = tabScrollOffset(view, fixedHeaderHeight(doc, selector), bar);
      const tops = sections.map((s) => doc.getElementById(s.id)?.getBoundingClientRect().top ?? Infinity);
      const key = sections[activeIndex(tops, offset)]?.key;
      if (key) setActive(key);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    win.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      win.removeEventListener('scroll', onScroll);
    };
  }, [mode, view, doc, win, sections, selector]);

  const toggle = useCallback((key: string) => {
    setActive(key);
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  const focusRef = useCallback(
    (key: string) => (el: HTMLElement | null) => {
      if (el) focusables.current.set(key, el);
      else focusables.current.delete(key);
    },
    [],
  );

  const traits = useTraits(server);

  return {
    mode,
    sections,
    before: server.before,
    after: server.after,
    navLabel: server.navLabel,
    navRef,
    headerHeight,
    active,
    isOpen: (key) => open.has(key),
    toggle,
    focusRef,
    traits,
  };
}

/** Traits "show all": the server link gives way to a disclosure button over the same list. */
function useTraits(server: ServerTabs): TraitsModel | null {
  const { traits } = server;
  const win = traits?.link.ownerDocument.defaultView ?? window;
  const [expanded, setExpanded] = useState(() => !!traits && hashId(win) === traits.more.id);
  useLayoutEffect(() => {
    if (!traits) return;
    traits.link.hidden = true;
    return () => {
      traits.link.hidden = false; // back to the no-JS link if the widget goes
    };
  }, [traits]);
  useLayoutEffect(() => {
    if (!traits) return;
    traits.more.hidden = !expanded;
    traits.more.classList.toggle('sf-product-tabs__traits-more--open', expanded);
    return () => {
      traits.more.hidden = false;
      traits.more.classList.remove('sf-product-tabs__traits-more--open');
    };
  }, [traits, expanded]);
  const toggle = useCallback(() => setExpanded((e) => !e), []);
  if (!traits) return null;
  return {
    container: traits.link.parentElement!,
    moreId: traits.more.id,
    label: traits.label,
    expanded,
    toggle,
  };
}
