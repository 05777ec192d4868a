// Props of `toasts`. The marker takes none: one `<div data-widget="toasts"></div>` per page. Toasts
// are raised through the bus (`toast:requested`), not configured on the marker.
import * as z from 'zod/mini';

export const ToastsProps = z.object({});
export type ToastsProps = z.infer<typeof ToastsProps>;
