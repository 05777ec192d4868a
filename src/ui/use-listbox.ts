// A select-only combobox (WAI-ARIA APG "select-only combobox"): focus stays on the button,
// the active option is aria-activedescendant. Opens on click, Enter, Space, Up/Down, Home/End
// or typing (§2.5 "opens on click or Enter"); closes on Escape (focus is still on the button),
// Tab, a click outside or focus moving outside (§2.5). Disabled options are skipped and cannot
// be chosen. Controlled: `value` / `onChange`.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { TYPE_AHEAD_RESET_MS, typeAheadMatch } from './type-ahead.ts';
import { stayRule } from '../domain/list-navigation.ts';
import { useListNavigation } from './use-list-navigation.ts';

export interface ListboxOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface ListboxOptions<V extends string> {
  options: readonly ListboxOption<V>[];
  value: V | null;
  onChange(value: V): void;
  rootRef: RefObject<HTMLElement | null>;
}

export function useListbox<V extends string>({ options, value, onChange, rootRef }: ListboxOptions<V>) {
  const [open, setOpen] = useState(false);
  const enabled = (i: number) => i >= 0 && i < options.length && !options[i]!.disabled;
  const rule = stayRule(enabled);
  const { active, setActive, move } = useListNavigation(options.length, rule);
  const typed = useRef({ text: '', at: 0 });
  const selected = options.findIndex((o) => o.value === value);
  const first = () => rule('Home', -1, options.length);
  const last = () => rule('End', -1, options.length);

  const openAt = useCallback(
    (i: number) => {
      setOpen(true);
      setActive(i);
    },
    [setActive],
  );
  const close = useCallback(() => setOpen(false), []);
  const choose = (i: number) => {
    if (!enabled(i)) return;
    if (options[i]!.value !== value) onChange(options[i]!.value);
    setOpen(false);
  };

  // A click or focus outside the widget closes it (§2.5).
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('mousedown', outside, true);
    document.addEventListener('focusin', outside, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('mousedown', outside, true);
      document.removeEventListener('focusin', outside, true);
    };
  }, [open, rootRef]);

  const typeAhead = (char: string) => {
    const now = Date.now();
    const t = typed.current;
    t.text = now - t.at > TYPE_AHEAD_RESET_MS ? char : t.text + char;
    t.at = now;
    const from = open ? active : selected;
    const i = typeAheadMatch(
      options.map((o) => o.label),
      options.map((o) => !!o.disabled),
      t.text,
      from,
    );
    if (i >= 0) openAt(i);
    else if (!open) openAt(selected >= 0 ? selected : first());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const { key } = e;
    let handled = true;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') openAt(selected >= 0 ? selected : key === 'ArrowUp' ? last() : first());
      else if (key === 'Home') openAt(first());
      else if (key === 'End') openAt(last());
      else if (key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) typeAhead(key);
      else handled = false;
    } else if (key === 'ArrowDown') {
      if (e.altKey) handled = false;
      else move(key);
    } else if (key === 'ArrowUp') {
      if (e.altKey) choose(active);
      else move(key);
    } else if (key === 'Home' || key === 'End' || key === 'PageDown' || key === 'PageUp') move(key);
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') close();
    else if (key === 'Tab') {
      close();
      handled = false; // Tab still moves focus on
    } else if (key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) typeAhead(key);
    else handled = false;
    // preventDefault also tells an enclosing modal that this Escape is taken.
    if (handled) e.preventDefault();
  };

  return {
    open,
    active,
    selected,
    toggle: () => (open ? close() : openAt(selected >= 0 ? selected : first())),
    close,
    choose,
    setActive: (i: number) => enabled(i) && setActive(i),
    onKeyDown,
  };
}
