// The http layer (on ky): time-outs, no silent retries, one typed error for every way a
// request can fail, and schema parsing of every answer at the boundary (docs/design.md §5).
import ky, { HTTPError, TimeoutError } from 'ky';
import type * as z from 'zod/mini';
import { parseOrThrow, SchemaError } from './schema-errors.ts';

export type HttpErrorKind = 'network' | 'timeout' | 'status' | 'parse' | 'schema' | 'aborted';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly kind: HttpErrorKind,
    readonly url: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  json?: unknown;
  body?: URLSearchParams | string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpResult<T> {
  data: T;
  headers: Headers;
}

export interface Http {
  /** `where` names the call in error messages, e.g. "/ajax/get.php Projector". */
  request<T>(url: string, req: HttpRequest, schema: z.ZodMiniType<T>, where?: string): Promise<HttpResult<T>>;
  /**
   * The answer itself, for a call whose answer is no JSON (a form posted as the browser posts it,
   * §7.6: the shop answers with a redirect to a page). Failures are typed as for `request`.
   */
  send(url: string, req: HttpRequest, where?: string): Promise<Response>;
  /**
   * Reads a request sent before this layer was loaded (the loader's first bulk request) as if it
   * had sent it: the same time-out (counted from now), typed errors and schema parsing.
   */
  adopt<T>(url: string, sent: Promise<Response>, schema: z.ZodMiniType<T>, where?: string): Promise<HttpResult<T>>;
}

export interface HttpOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
  /**
   * Hears the headers of every answer that comes back, whatever its status or body (§7.1: the
   * tracking-events header may come on any answer of the shop): the one place that sees them all.
   */
  onAnswer?(headers: Headers, url: string): void;
}

export function createHttp(options: HttpOptions): Http {
  const client = ky.create({
    timeout: options.timeoutMs,
    retry: 0,
    // Resolved at call time so tests (and polyfills) can swap `fetch` after start-up.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
  });
  const heard = (headers: Headers, url: string) => {
    try {
      options.onAnswer?.(headers, url);
    } catch {
      // A listener's failure is not the request's.
    }
  };
  const send: Http['send'] = async (url, req, where = url) => {
    try {
      const response = await client(url, { method: req.method, json: req.json, body: req.body, headers: req.headers, signal: req.signal });
      heard(response.headers, url);
      return response;
    } catch (e) {
      if (e instanceof HTTPError) heard(e.response.headers, url);
      throw toHttpError(e, url, where);
    }
  };
  return {
    send,
    async request(url, req, schema, where = url) {
      return read(await send(url, req, where), url, schema, where);
    },
    async adopt(url, sent, schema, where = url) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timeoutError(url, where)), options.timeoutMs);
      });
      let response: Response;
      try {
        response = await Promise.race([sent, late]);
      } catch (e) {
        throw e instanceof HttpError ? e : toHttpError(e, url, where);
      } finally {
        clearTimeout(timer);
      }
      heard(response.headers, url);
      if (!response.ok) throw statusError(url, where, response.status);
      return read(response, url, schema, where);
    },
  };
}

async function read<T>(response: Response, url: string, schema: z.ZodMiniType<T>, where: string): Promise<HttpResult<T>> {
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch (e) {
    throw new HttpError('parse', url, where + ': the answer is not valid JSON (' + (e as Error).message + ')', response.status);
  }
  try {
    return { data: parseOrThrow(schema, json, where), headers: response.headers };
  } catch (e) {
    throw new HttpError('schema', url, (e as SchemaError).message, response.status);
  }
}

// One place builds each error, so the same failure reads the same (and is reported once,
// reporter.ts) whether it came through a request of ours or the loader's first bulk request.
function statusError(url: string, where: string, status: number): HttpError {
  return new HttpError('status', url, where + ': the server answered ' + status, status);
}

function timeoutError(url: string, where: string): HttpError {
  return new HttpError('timeout', url, where + ': no answer in time');
}

function toHttpError(e: unknown, url: string, where: string): HttpError {
  if (e instanceof HTTPError) return statusError(url, where, e.response.status);
  if (e instanceof TimeoutError) return timeoutError(url, where);
  if ((e as Error)?.name === 'AbortError') return new HttpError('aborted', url, where + ': aborted');
  return new HttpError('network', url, where + ': network error (' + ((e as Error)?.message ?? String(e)) + ')');
}
