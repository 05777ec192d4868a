// Props of `breadcrumbs-back` (spec §2.8): none. The marker wraps the breadcrumbs' back link; its
// href (the parent category, say) is where a shopper goes when there is no page to go back to:
//   <span data-widget="breadcrumbs-back"><a href="/listing?menu=10">Wróć</a></span>
// or an IdoSell theme's back button: <div data-widget="breadcrumbs-back"><button type="button">Wróć</button></div>
import * as z from 'zod/mini';

export const BreadcrumbsBackProps = z.object({});
export type BreadcrumbsBackProps = z.infer<typeof BreadcrumbsBackProps>;
