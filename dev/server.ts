// `npm run dev`: a local server in front of a shop, serving the local build of the bundle in the
// shop's pages, with live reload. `startDevServer()` is what dev/main.ts, the e2e test and the
// live-reload bench start. Without `shop` it starts the development shop in-process, on a port of
// its own, and stands in front of it the same way.
//
//   /__storefront/*        the local build (dist-dev/), never cached
//   /__storefront-dev/*    the live-reload client and its events
//   anything else          the shop (dev/proxy.ts), pages rewritten by dev/rewrite-html.ts
//
// Every one of them only for a path of this site and this server's own Host (requestGuard in
// dev/proxy.ts): 400 for `//other.host/x` or `http://other.host/x`, 421 for another name (DNS rebinding).
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { startDevBuild, devDir, type DevBuild, type DevBuildResult } from '../build/dev-build.mjs';
import { serveFile } from '../fixtures/server/static.ts';
import { startShop, type StartedShop } from '../fixtures/server/shop.ts';
import type { Language } from '../src/domain/language.ts';
import { readConfigOverrides } from './config-file.ts';
import { liveReload } from './live-reload.ts';
import { createProxy, requestGuard } from './proxy.ts';
import { DEV_PREFIX, LOCAL_BUNDLE, pageLanguage, rewriteHtml } from './rewrite-html.ts';

export const DEFAULT_PORT = 4173;
const REPO_ROOT = resolve(import.meta.dirname, '..');
const RELOAD_CLIENT_FILE = join(import.meta.dirname, 'reload-client.js');

export interface DevServerOptions {
  /** The shop's address; without it, the development shop (fixtures/server) in-process. */
  shop?: string;
  /** A JSON file merged into every page's storefront-config (`--config`). */
  config?: string;
  /** Default 4173; 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The languages built at start (default Polish); another is built when a page in it is served. */
  languages?: Language[];
  /** The source tree to build (default this repository); the e2e test builds a copy. */
  root?: string;
  /** Where the build goes (default `<root>/dist-dev`). */
  outdir?: string;
  /** Where the dev server's lines go (default the console). */
  log?: (line: string) => void;
}

export interface DevServer {
  /** `http://127.0.0.1:4173` */
  url: string;
  /** The shop's origin (the in-process development shop's, without `shop`). */
  shopUrl: string;
  /** The first build's result. */
  firstBuild: DevBuildResult;
  build: DevBuild;
  /** Resolves with the next build's result (tests, the bench). */
  nextBuild(): Promise<DevBuildResult>;
  close(): Promise<void>;
}

/** The shop's origin from `--shop`: `https://shop.example` (a path is not kept: the proxy serves the whole site). */
export function shopOriginOf(shop: string): string {
  let url: URL;
  try {
    url = new URL(shop);
  } catch {
    throw new Error(`--shop ${shop}: not a URL (e.g. https://shop.example)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--shop ${shop}: only http and https shops`);
  return url.origin;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', (error: Error & { code?: string }) =>
      fail(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is taken (is \`npm start\` running?): choose another with --port`) : error),
    );
    server.listen(port, host, () => done((server.address() as AddressInfo).port));
  });
}

export async function startDevServer(o: DevServerOptions = {}): Promise<DevServer> {
  const log = o.log ?? ((line: string) => console.log(line));
  const root = o.root ?? REPO_ROOT;
  const outdir = o.outdir ?? join(root, 'dist-dev');
  const host = o.host ?? '127.0.0.1';
  // What the options name is checked before the build starts.
  const farShop = o.shop ? shopOriginOf(o.shop) : undefined;
  let overrides = o.config ? readConfigOverrides(o.config) : undefined;

  const reload = liveReload();
  const waiting: Array<(result: DevBuildResult) => void> = [];
  let first = true;
  const build = await startDevBuild({
    root,
    outdir,
    languages: o.languages,
    watch: true,
    onBuild(result) {
      reload.built(result);
      if (first) return void (first = false);
      if (result.error) log(`build failed:\n${result.error}`);
      else if (result.changed !== 'none')
        log(
          `rebuilt in ${result.ms} ms: ${result.changed === 'js' ? 'scripts changed, reloading' : 'the stylesheet changed, swapping it in'} ${reload.listeners} page(s)`,
        );
      for (const resolve of waiting.splice(0)) resolve(result);
    },
  });

  let shop: StartedShop | undefined;
  let server: Server | undefined;
  let configWatcher: FSWatcher | undefined;
  let configTimer: ReturnType<typeof setTimeout> | undefined;
  try {
    shop = farShop ? undefined : await startShop({ port: 0, host: '127.0.0.1' });
    const shopOrigin = farShop ?? shop!.url;
    const reloadClient = readFileSync(RELOAD_CLIENT_FILE);
    let proxy: ReturnType<typeof createProxy>;
    let refused: ReturnType<typeof requestGuard>;
    server = createServer((req, res) => {
      if (refused(req, res)) return;
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      if (path.startsWith(LOCAL_BUNDLE)) {
        void serveFile(outdir, path.slice(LOCAL_BUNDLE.length), req.method).then(async (file) => {
          res.writeHead(file.status, { ...Object.fromEntries(file.headers), 'cache-control': 'no-store' });
          res.end(Buffer.from(await file.arrayBuffer()));
        });
      } else if (path === DEV_PREFIX + 'events') reload.connect(req, res);
      else if (path === DEV_PREFIX + 'reload.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        res.end(reloadClient);
      } else proxy(req, res);
    });
    const port = await listen(server, o.port ?? DEFAULT_PORT, host);
    const localOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    refused = requestGuard(localOrigin);
    proxy = createProxy({
      shopOrigin,
      localOrigin,
      async page(html, { url, localOrigin: origin, nonce, ownNonce, charset }) {
        const language = pageLanguage(html, overrides, charset);
        if (!build.languages.includes(language)) log(`building the ${language} chunks for ${url} …`);
        // At once for a language built; else when its chunks are written (also for a page that comes
        // while they are being built: the language is listed from the start).
        await build.addLanguage(language);
        const rewritten = rewriteHtml(html, {
          pageUrl: url,
          localOrigin: origin,
          shopOrigin,
          nonce,
          ownNonce,
          overrides,
          chunkDirs: Object.fromEntries(build.languages.map((l) => [l, devDir(l)])),
          hasFile: (file) => existsSync(join(outdir, file)),
          version: reload.version,
          charset,
        });
        for (const warning of rewritten.warnings) log(warning);
        return rewritten.html;
      },
    });

    if (o.config) {
      const file = resolve(o.config);
      // The overrides follow the file: pages reload with the new ones; a broken file keeps the last
      // good ones. Its folder is watched: an editor that saves by replacing the file ends a file's watch.
      const watcher = watch(dirname(file), (_, name) => {
        if (name !== basename(file)) return;
        clearTimeout(configTimer);
        configTimer = setTimeout(() => {
          try {
            overrides = readConfigOverrides(file);
            log(`${o.config} changed: reloading ${reload.listeners} page(s)`);
            reload.reload();
          } catch (error) {
            log((error as Error).message + ' (the last good overrides stay)');
          }
        }, 30);
      });
      // The folder removed (or the watch broken): the last overrides stay, and the server with them.
      watcher.on('error', (error) => {
        watcher.close();
        log(`${o.config}: no longer watched (${error.message}); its last overrides stay`);
      });
      configWatcher = watcher;
    }

    const started = server;
    return {
      url: localOrigin,
      shopUrl: shopOrigin,
      firstBuild: build.first,
      build,
      nextBuild: () => new Promise((resolve) => waiting.push(resolve)),
      async close() {
        configWatcher?.close();
        clearTimeout(configTimer);
        reload.close();
        started.closeAllConnections();
        await new Promise<void>((done) => started.close(() => done()));
        await shop?.close();
        await build.close();
      },
    };
  } catch (error) {
    configWatcher?.close();
    clearTimeout(configTimer);
    reload.close();
    server?.close();
    await shop?.close();
    await build.close();
    throw error;
  }
}
