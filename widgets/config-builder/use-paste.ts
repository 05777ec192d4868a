// "Start from an existing config": the pasted text and what loading it said. A config
// that is not loaded keeps the text as pasted and the builder as it was; the problems are linked to
// the field and announced (role=alert).
import { useRef, useState, type FormEvent, type RefObject } from 'react';

export interface Paste {
  text: string;
  setText(text: string): void;
  problems: string[];
  /** Changes with every load, so that the same problems are said again. */
  tries: number;
  /** Said after a load that worked. */
  loaded: boolean;
  submit(e: FormEvent): void;
  field: RefObject<HTMLTextAreaElement | null>;
}

export function usePaste(load: (text: string) => string[]): Paste {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [tries, setTries] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  return {
    text,
    setText: (t) => {
      setText(t);
      setLoaded(false);
    },
    problems,
    tries,
    loaded,
    submit: (e) => {
      e.preventDefault();
      const found = load(text);
      setProblems(found);
      setTries((n) => n + 1);
      setLoaded(!found.length);
      if (found.length) field.current?.focus();
      else setText('');
    },
    field,
  };
}
