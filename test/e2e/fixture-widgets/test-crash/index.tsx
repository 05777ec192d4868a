// Throws while rendering (after a click when `afterClick` is set), to test isolation.
import { useState } from 'react';
import * as z from 'zod/mini';
import { defineWidget } from '../../../../src/core/define-widget.ts';

function TestCrash({ afterClick }: { afterClick?: boolean }) {
  const [clicked, setClicked] = useState(false);
  if (!afterClick || clicked) throw new Error('test-crash exploded while rendering');
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
