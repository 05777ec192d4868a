// Props of `product-questions`: none — the questions and the ask form come from the server markup
// (see fixtures/pages/product-details.ts), the texts from the language catalogs.
import * as z from 'zod/mini';

export const ProductQuestionsProps = z.object({});
export type ProductQuestionsProps = z.infer<typeof ProductQuestionsProps>;
