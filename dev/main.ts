// `npm run dev [-- --shop <url>] [--config file.json] [--port 4173] [--host 127.0.0.1] [--languages pl,it]`
// The local bundle, rebuilt on every change, in the pages of a shop (or of the development shop
// without --shop), with live reload: dev/server.ts. PORT and HOST work as for `npm start`.
import { parseArgs } from 'node:util';
import { pageListing } from '../fixtures/pages/page-list.ts';
import { normaliseLanguage, type Language } from '../src/domain/language.ts';
import { DEFAULT_PORT, startDevServer } from './server.ts';

const USAGE = `npm run dev -- [--shop <url>] [--config <file.json>] [--port <n>] [--host <address>] [--languages pl,it,en]
  --shop       the shop whose pages to serve with the local bundle (default: the development shop)
  --config     a JSON object merged into every page's storefront-config
  --port       default ${DEFAULT_PORT} (or PORT); 0 takes a free one
  --host       default 127.0.0.1 (or HOST); 0.0.0.0 opens it to other machines
  --languages  built at start (default pl); a page in another language has its chunks built when served`;

function options() {
  const { values } = parseArgs({
    options: {
      shop: { type: 'string' },
      config: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      languages: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = Number(values.port ?? process.env['PORT'] ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port}: not a port number`);
  const languages = values.languages?.split(',').map((l) => {
    const language = normaliseLanguage(l.trim());
    if (!l.trim().toLowerCase().startsWith(language)) throw new Error(`--languages: "${l}" is not one of pl, it, en`);
    return language;
  }) as Language[] | undefined;
  return { shop: values.shop, config: values.config, port, host: values.host ?? process.env['HOST'], languages };
}

try {
  const started = performance.now();
  const o = options();
  const dev = await startDevServer(o);
  const took = Math.round(performance.now() - started);
  const shopPage = o.shop && new URL(o.shop);
  const lead = shopPage
    ? `the shop ${dev.shopUrl} with the local bundle on ${dev.url}: open ${dev.url}${shopPage.pathname}${shopPage.search}`
    : `storefront-widgets development shop with the local bundle on ${dev.url}\n${pageListing(dev.url)}`;
  console.log(`${lead}
Built in ${took} ms (${dev.build.languages.join(', ')}) into dist-dev/; rebuilt on every change under src/ and widgets/, and the open pages reload.`);
  const stop = (): void => {
    void dev.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
