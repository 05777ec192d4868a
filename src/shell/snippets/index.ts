// Server snippets and top layers (spec §3.4, §7.2), a part of the page shell started
// where the config says `"snippets": true`. The loader's first bulk request already carries the
// Snippets and ToplayersAndWidgets sections (src/loader/first-bulk.ts); their items are read from
// page data, checked (items.ts) and injected (inject.ts). After a partial page navigation
// (`page:loaded`, §2.1) both are asked again, in the same task, so they join the new page's other
// sections in one request, with additional_ajax "1" (page-data renew()); only items not already
// on the page go in, and an answer for a page the shopper has left is dropped. A section that fails
// (the network, the time-out, its schema) is named in one console error; nothing of it goes in, and
// every widget works on.
import type { Services } from '../../core/services.ts';
import type { Net } from '../../core/net.ts';
import { createTranslate } from '../../core/i18n.ts';
import { openDialogTopLayer } from './dialog-top-layer.ts';
import { createInjector } from './inject.ts';
import { INJECTED_SECTIONS, readItems } from './items.ts';
import { snippetTexts } from './texts.ts';

const PART = 'storefront page shell (snippets)';

export function startSnippets(services: Services): void {
  const { config, bus } = services;
  const t = createTranslate(config.language, snippetTexts, config.texts);
  const injector = createInjector({
    nonce: config.nonce,
    openDialog: (dialog) => openDialogTopLayer(dialog, t),
    failed: (section, e) => console.error(`${PART}: ${section}: ${e.message} (the rest of the item is in the page)`),
  });
  const fail = (section: string, e: unknown) => console.error(`${PART}: ${section} not injected: ${(e as Error)?.message ?? String(e)}`);
  /** Which page the answers are for: bumped by every partial navigation. */
  let page = 0;
  let queue = Promise.resolve();

  function ask(net: Net, asked: number): void {
    for (const section of INJECTED_SECTIONS) {
      net.pageData
        .get(section)
        .then(
          (raw) => {
            if (asked !== page) return;
            const items = readItems(section, raw);
            queue = queue.then(() => injector.inject(section, items)).catch((e: unknown) => fail(section, e));
          },
          (e: unknown) => asked === page && fail(section, e),
        )
        .catch((e: unknown) => fail(section, e));
    }
  }

  services.net().then(
    (net) => ask(net, page),
    (e: unknown) => fail(INJECTED_SECTIONS.join(', '), e),
  );
  bus.on('page:loaded', () => {
    const asked = ++page;
    services.net().then(
      (net) => {
        // Before anything else in this task settles the batch: one request with the new page's sections.
        net.pageData.renew(INJECTED_SECTIONS).catch(() => {}); // each get() below reports its own failure
        ask(net, asked);
      },
      (e: unknown) => fail(INJECTED_SECTIONS.join(', '), e),
    );
  });
}
