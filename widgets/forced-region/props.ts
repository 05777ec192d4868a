// Props of `forced-region`. The marker takes none: `<div data-widget="forced-region"></div>`. What it
// shows comes from the §3.20 cookies (setRegionForced / setZipcodeForced), read by use-forced-region.ts.
import * as z from 'zod/mini';

export const ForcedRegionProps = z.object({});
export type ForcedRegionProps = z.infer<typeof ForcedRegionProps>;
