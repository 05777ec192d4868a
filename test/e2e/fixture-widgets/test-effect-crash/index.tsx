// Throws in an effect after its first render, to test isolation.
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { defineWidget } from '../../../../src/core/define-widget.ts';

function TestEffectCrash() {
  useEffect(() => {
    throw new Error('test-effect-crash exploded in an effect');
  }, []);
  return <p>About to fail</p>;
}

export default defineWidget({
  name: 'test-effect-crash',
  description: 'E2E fixture: throws in an effect.',
  props: z.object({}),
  Component: TestEffectCrash,
});
