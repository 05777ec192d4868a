// A provider's button in its slot (spec §7.6): `render` draws it into the slot's element once, when
// the slot mounts. The area gives the slot a fresh element (a new key) whenever what it renders
// changes, e.g. the buttons coming back after a subscription period went back to "0", so a provider
// never draws twice into one element. A render that throws or rejects leaves the provider out.
import { useEffect, useRef } from 'react';

export function useProviderButton(render: (element: HTMLElement) => void | Promise<void>, fail: (error: unknown) => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    // The executor turns a synchronous throw into a rejection too.
    new Promise<void>((resolve) => resolve(render(ref.current!))).catch((error: unknown) => live && fail(error));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per element: a provider renders into it once
  }, []); // once per element (see above)
  return ref;
}
