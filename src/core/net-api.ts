// The network services' shape (src/core/net.ts builds them): a file of its own so that code the
// network chunk loads lazily (the subscription recovery) can name it without an import circle.
import type { Graphql } from './graphql.ts';
import type { Http } from './http.ts';
import type { PageData } from './page-data.ts';

export interface Net {
  http: Http;
  graphql: Graphql;
  pageData: PageData;
}
