// State of the header search: the typed text, the request sequencing (src/domain/search-controller.ts),
// the session cache (§7.3), the active option, the full-screen mobile mode (§2.3, §9.6) and the
// take-over of the server input. Components only render what this returns.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useWidget } from '../../src/core/widget-context.tsx';
import { wrapRule, type NavigationKey } from '../../src/domain/list-navigation.ts';
import { createSearchController, type SearchController, type SearchState } from '../../src/domain/search-controller.ts';
import { cacheKey, DEFAULT_MIN_LENGTH, SEARCH_DEBOUNCE_MS, SEARCH_LIMIT, SEARCH_MOBILE_MAX_WIDTH } from '../../src/domain/search-query.ts';
import { searchView, type SearchView } from '../../src/domain/search-view.ts';
import type { HeaderSearchProps } from './props.ts';
import { SEARCH_LABEL, SEARCH_QUERY, SearchData, SearchResult } from './schema.ts';
import { readServerForm, takeOver } from './server-form.ts';

export interface Answer {
  /** The server's answer (productsTextSearch), as cached. */
  data: SearchResult;
  /** What the list shows of it: the options in their groups, in display order. */
  view: SearchView;
}

const EMPTY: SearchResult = {};

/** Performance marks for bench/search.ts: answer parsed, answer in the DOM (one each per search). */
function mark(name: string, query: string) {
  try {
    performance.mark(name, { detail: { query } });
  } catch {
    // No performance timeline.
  }
}

/** §9.6: the full search mode is for viewports narrower than 768 px. */
const isNarrow = () => window.innerWidth < SEARCH_MOBILE_MAX_WIDTH;
const onResize = (change: () => void) => {
  window.addEventListener('resize', change);
  return () => window.removeEventListener('resize', change);
};

export function useHeaderSearch(props: HeaderSearchProps) {
  const { element, config, session, net } = useWidget();
  const minLength = props.minLength ?? DEFAULT_MIN_LENGTH;
  const [server] = useState(() => readServerForm(element));
  const [text, setText] = useState(() => server.input?.value ?? '');
  const [state, setState] = useState<SearchState<Answer>>({ status: 'idle', query: '' });
  const [active, setActive] = useState(-1);
  const [full, setFull] = useState<{ width: number; height: number } | null>(null);
  const narrow = useSyncExternalStore(onResize, isNarrow, () => false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const ctrlRef = useRef<SearchController<Answer> | null>(null);

  const controller = (): SearchController<Answer> =>
    (ctrlRef.current ??= createSearchController<Answer>({
      minLength,
      debounceMs: SEARCH_DEBOUNCE_MS,
      isEmpty: (a) => a.view.options.length === 0,
      onChange: (s, answered) => {
        const apply = () => {
          setState(s);
          setActive(-1);
        };
        // An answer is rendered at once instead of in a later task: the suggestions appear
        // within a frame of the response (bench/search.ts).
        if (answered) flushSync(apply);
        else apply();
      },
      async fetch(query, signal) {
        const { graphql } = await net();
        const data = await graphql.call(SEARCH_LABEL, SEARCH_QUERY, SearchData, { text: query, limit: SEARCH_LIMIT }, signal);
        mark('header-search:answer', query);
        const result = data.productsTextSearch ?? EMPTY;
        return { data: result, view: searchView(query, result, config.priceType) };
      },
      cache: {
        // The cached JSON is untrusted too: it goes through the same schema.
        get(query) {
          const parsed = SearchResult.safeParse(session.getJSON(cacheKey(query)));
          return parsed.success ? { data: parsed.data, view: searchView(query, parsed.data, config.priceType) } : undefined;
        },
        set: (query, answer) => void session.setJSON(cacheKey(query), answer.data),
      },
    }));

  useEffect(
    () => () => {
      ctrlRef.current?.dispose();
      ctrlRef.current = null;
    },
    [],
  );

  // Children's layout effects run before the loader's, which removes the server markup.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const { value, focused } = takeOver(server.input, input);
    setText(value);
    if (focused) {
      if (isNarrow()) openFull();
      controller().input(value);
    }
    // Once, on mount: the server input exists only until the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = state.status === 'open';
  const view = open ? state.result.view : null;

  // One mark per rendered answer, for the bench (after-response time, DOM included).
  useLayoutEffect(() => {
    if (view) {
      mark('header-search:rendered', view.query);
    }
  }, [view]);

  const dismiss = useCallback(() => ctrlRef.current?.dismiss(), []);

  // §2.3: a click outside closes the suggestions.
  useEffect(() => {
    if (!open && !full) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) {
        dismiss();
        setFull(null);
      }
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [open, full, dismiss]);

  function openFull() {
    const box = rootRef.current?.getBoundingClientRect();
    setFull({ width: box?.width ?? 0, height: box?.height ?? 0 });
  }

  // The theme's search icon stands for the box on phones (§9.6): the full mode opens from it.
  const toggled = !!server.toggle && narrow;

  const openFromToggle = () => {
    flushSync(openFull);
    inputRef.current?.focus();
  };

  /** Leaves the full mode; behind the theme's icon, focus goes back to the icon (shown again first). */
  const leaveFull = (blur: boolean) => {
    dismiss();
    if (toggled) {
      flushSync(() => setFull(null));
      toggleRef.current?.focus();
      return;
    }
    setFull(null);
    if (blur) inputRef.current?.blur();
  };
  const closeFull = () => leaveFull(true);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    controller().input(e.target.value);
  };

  const onFocus = () => {
    if (!full && isNarrow()) openFull();
    controller().reopen();
  };

  // Tabbing away closes the list (a click elsewhere is handled by the pointer listener).
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget;
    if (next instanceof Node && !e.currentTarget.contains(next)) {
      dismiss();
      setFull(null);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = view?.options.length ?? 0;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        // Moves through the options; never searches (§2.3).
        e.preventDefault();
        if (!open) return controller().reopen();
        setActive((i) => wrapRule(e.key as NavigationKey, i, count));
        return;
      }
      case 'Escape':
        if (open || state.status === 'loading') {
          e.preventDefault();
          dismiss();
        } else if (full) {
          e.preventDefault();
          leaveFull(false);
        }
        return;
      case 'Enter': {
        const option = open && active >= 0 ? view?.options[active] : undefined;
        e.preventDefault();
        if (option) document.getElementById(optionId(option.id))?.click();
        else formRef.current?.requestSubmit();
        return;
      }
    }
  };

  const idBase = 'sf-hs' + useId().replace(/[^\w-]/g, '');
  const optionId = (id: string) => idBase + '-' + id;

  return {
    /** The server form's input, action, classes and texts, read once before the take-over. */
    server,
    /** The input's text. */
    text,
    /** The search: idle, loading, open with its answer, or closed (empty, failed or dismissed). */
    state,
    /** The open answer's view; null while the list is closed. */
    view,
    /** Index of the highlighted option; -1 for none. */
    active,
    /** The full-screen mobile mode (§9.6) with the box's size before it opened; null when off. */
    full,
    /** On phones, with the theme's search icon in the server markup: the icon shows, the box only in the full mode. */
    toggled,
    /** Refs of the input, the form, the widget's root and the theme's search icon. */
    refs: { inputRef, formRef, rootRef, toggleRef },
    /** Element ids: the input (the server's own when it had one), the list, and an option's by its id. */
    ids: { input: server.inputId ?? idBase + '-input', list: idBase + '-list', option: optionId },
    /** Handlers: the input's change, focus and keys, leaving the widget, the theme's icon, closing the full mode, highlighting an option. */
    on: { onChange, onFocus, onBlur, onKeyDown, openFromToggle, closeFull, setActive },
  };
}
