// The GraphQL client (spec §7): POST {graphqlUrl}?query=label or ?mutation=label with
// {query, variables}; errors from errors[0].code/message or from `error` become one
// GraphqlError. It also keeps the tracking-events rule of §7.1.
import * as z from 'zod/mini';
import type { Http } from './http.ts';
import { SchemaError } from './schema-errors.ts';
import { runServerScript } from './trusted.ts';
import { hasTrackingEvents } from '../domain/tracking-header.ts';

export { hasTrackingEvents };

export class GraphqlError extends Error {
  override name = 'GraphqlError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const ErrorItem = z.looseObject({
  message: z.optional(z.string()),
  code: z.optional(z.union([z.string(), z.number()])),
  extensions: z.optional(z.looseObject({ code: z.optional(z.union([z.string(), z.number()])) })),
});
const Envelope = z.looseObject({
  data: z.optional(z.unknown()),
  errors: z.optional(z.array(ErrorItem)),
  error: z.optional(z.union([z.string(), ErrorItem])),
});
const TrackingData = z.object({ trackingEvents: z.nullable(z.array(z.string())) });

export type Label = `query=${string}` | `mutation=${string}` | '';

export interface Graphql {
  call<T>(label: Label, query: string, data: z.ZodMiniType<T>, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<T>;
  /** §7.1: asks for the tracking events when these headers carry a `*-tracking-events` of 1 or more. */
  track(headers: Headers, url?: string): void;
}

export interface GraphqlOptions {
  http: Http;
  url: string;
  nonce?: string;
}

export function createGraphql(o: GraphqlOptions): Graphql {
  const withLabel = (label: Label) => (label ? o.url + (o.url.includes('?') ? '&' : '?') + label : o.url);

  async function call<T>(label: Label, query: string, data: z.ZodMiniType<T>, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    const url = withLabel(label);
    const { data: envelope } = await o.http.request(url, { method: 'POST', json: { query, variables }, signal }, Envelope, 'GraphQL ' + (label || 'query'));
    const first = envelope.errors?.[0] ?? envelope.error;
    if (first !== undefined && envelope.data == null) {
      if (typeof first === 'string') throw new GraphqlError(first);
      const code = first.code ?? first.extensions?.code;
      throw new GraphqlError(first.message ?? 'GraphQL error', code === undefined ? undefined : String(code));
    }
    const r = data.safeParse(envelope.data);
    if (!r.success) throw new SchemaError('GraphQL ' + (label || 'query') + ' data', r.error.issues, envelope.data);
    return r.data;
  }

  async function fetchTrackingEvents() {
    try {
      const { trackingEvents } = await call('query=trackingEvents', 'query { trackingEvents }', TrackingData);
      for (const code of trackingEvents ?? []) runServerScript(code, o.nonce);
    } catch {
      // Tracking is best effort: it never disturbs the shopper.
    }
  }

  /**
   * §7.1 after any answer of the shop (every call through the http layer, which calls this, and a
   * page fetched by partial navigation). The trackingEvents answer itself asks for nothing more.
   */
  function track(headers: Headers, url = '') {
    if (url.includes('query=trackingEvents')) return;
    if (hasTrackingEvents(headers)) void fetchTrackingEvents();
  }

  return { call, track };
}
