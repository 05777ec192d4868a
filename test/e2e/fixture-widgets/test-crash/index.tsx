// Throws while rendering (after a click when `afterClick` is set), to test isolation. The crash after
// a click has a message of its own, so its report never depends on whether React's call stack at that
// moment happens to match the one of the first render (the reporter de-duplicates by the whole text).
import { useState } from 'react';
import * as z from 'zod/mini';
import { defineWidget } from '../../../../src/core/define-widget.ts';

function TestCrash({ afterClick }: { afterClick?: boolean }) {
  const [clicked, setClicked] = useState(false);
  if (clicked) throw new Error('test-crash exploded while rendering after a click');
  if (!afterClick) throw new Error('test-crash exploded while rendering');
  return (
    <button type="button" onClick={() => setClicked(true)}>
      Crash me
    </button>
  );
}

export default defineWidget({
  name: 'test-crash',
  description: 'E2E fixture: throws while rendering.',
  props: z.object({ afterClick: z.optional(z.boolean()) }),
  Component: TestCrash,
});
