// The product form's dialogs (spec §2.10): the shipping cost and time and the size chart, in their
// own chunk, loaded when the shopper reaches for an opener (use-dialogs.ts).
import { ShippingDialog } from './ShippingDialog.tsx';
import { SizeChartDialog } from './SizeChartDialog.tsx';

export const shipping = ShippingDialog;
export const chart = SizeChartDialog;
