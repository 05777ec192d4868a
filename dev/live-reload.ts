// Live reload's server side: the open pages' event streams (server-sent events, dev/reload-client.js),
// told of every build. `version` names this server and counts the builds that changed a script or the
// stylesheet; a page is served with the version of its time and reloads when it hears of another
// (a later build, or a server started again).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { DevBuildResult } from '../build/dev-build.mjs';

/** A comment line now and then, so that nothing between the page and us closes a quiet stream. */
const HEARTBEAT_MS = 20_000;

export interface LiveReload {
  /** `<this server>.<builds>`, e.g. `3f9a1c.4`. */
  readonly version: string;
  /** How many pages listen. */
  readonly listeners: number;
  connect(req: IncomingMessage, res: ServerResponse): void;
  /** Tells the pages of a build: `js` reloads them, `css` swaps their stylesheet. */
  built(result: DevBuildResult): void;
  /** Reloads every page (the --config file changed). */
  reload(): void;
  close(): void;
}

export function liveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  const server = randomBytes(3).toString('hex');
  let builds = 0;
  const version = () => `${server}.${builds}`;
  const send = (res: ServerResponse, event: string, data: object) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: object) => {
    for (const res of clients) send(res, event, data);
  };
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(':\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    get version() {
      return version();
    },
    get listeners() {
      return clients.size;
    },
    connect(req, res) {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
      // A page cut off (the dev server restarted) tries again soon.
      res.write('retry: 500\n');
      send(res, 'hello', { version: version() });
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    built(result) {
      if (result.error) return broadcast('failed', { message: result.error });
      if (result.changed === 'none') return broadcast('unchanged', {});
      builds++;
      broadcast(result.changed, { version: version() });
    },
    reload() {
      builds++;
      broadcast('js', { version: version() });
    },
    close() {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
