// A widget's lazy part: code that only some pages need (the product form's
// configurator, bundles …) in its own chunk, loaded with import() when the widget mounts with props
// that ask for it. Until it arrives, `part` is null and the widget keeps its server markup (no
// layout shift). A part that fails to load, or throws while it starts, fails the widget the usual way
// (its error names the widget; the server markup stays).
import { useEffect, useState } from 'react';

export function useLazyPart<T>(load: (() => Promise<T>) | null): T | null {
  const [state, setState] = useState<{ part: T } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (part) => live && setState({ part }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (state && 'error' in state) throw state.error;
  return state?.part ?? null;
}
