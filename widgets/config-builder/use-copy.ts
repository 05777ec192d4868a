// Copying the script: the Clipboard API; where it is refused (no permission, an insecure
// page), the field's text is selected and copied the old way; where that fails too, it stays
// selected and the admin is told to press Ctrl+C. What happened is said in a polite status.
import { useCallback, useRef, useState, type RefObject } from 'react';

export type CopyOutcome = 'copied' | 'selected' | null;

export interface Copy {
  said: CopyOutcome;
  copy(): void;
  field: RefObject<HTMLTextAreaElement | null>;
}

function copySelected(field: HTMLTextAreaElement): boolean {
  field.focus();
  field.select();
  try {
    return field.ownerDocument.execCommand('copy');
  } catch {
    return false;
  }
}

export function useCopy(text: string): Copy {
  const field = useRef<HTMLTextAreaElement>(null);
  // What was said, for the text it was said of: a change to the config makes it old news.
  const [said, setSaid] = useState<{ outcome: CopyOutcome; of: string }>({ outcome: null, of: text });
  const copy = useCallback(() => {
    setSaid({ outcome: null, of: text });
    const fallback = () => setSaid({ outcome: field.current && copySelected(field.current) ? 'copied' : 'selected', of: text });
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard?.writeText) return fallback();
    clipboard.writeText(text).then(() => setSaid({ outcome: 'copied', of: text }), fallback);
  }, [text]);
  return { said: said.of === text ? said.outcome : null, copy, field };
}
