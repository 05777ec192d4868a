// The productsTextSearch answer (spec §3.5, §7.3), parsed at the boundary. Every field may be
// null (GraphQL); rows the list cannot use are dropped later by searchView (src/domain).
import * as z from 'zod/mini';

const text = z.nullish(z.string());
const Amount = z.nullish(z.object({ value: z.nullish(z.number()), formatted: text }));
const Link = z.object({ name: text, link: text });
const list = <T extends z.ZodMiniType>(item: T) => z.nullish(z.array(z.nullable(item)));

export const SearchResult = z.object({
  products: list(
    z.object({
      name: text,
      link: text,
      iconSmall: text,
      iconSmallSecond: text,
      price: z.nullish(z.object({ price: z.nullish(z.object({ gross: Amount, net: Amount })) })),
    }),
  ),
  series: list(Link),
  producers: list(Link),
  menuNodes: list(z.object({ name: text, link: text, bc: z.nullish(z.object({ item: list(z.object({ title: text })) })) })),
  cms: list(Link),
  searchQueries: list(Link),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchData = z.object({ productsTextSearch: z.nullable(SearchResult) });

export const SEARCH_LABEL = 'query=productsTextSearch';

export const SEARCH_QUERY = `query productsTextSearch($text: String!, $limit: Int) {
  productsTextSearch(searchInput: { text: $text, limit: $limit }) {
    products { name link iconSmall iconSmallSecond price { price { gross { value formatted } net { value formatted } } } }
    series { name link }
    producers { name link }
    menuNodes { name link bc { item { title } } }
    cms { name link }
    searchQueries { name link }
  }
}`;
