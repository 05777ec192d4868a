// The config builder's marker on /widgets: its props, written by the server that has the
// whole bundle, pass the widget's schema, and the page without JavaScript shows the starting config.
import { describe, expect, it } from 'vitest';
import { createShop } from '../../fixtures/server/shop.ts';
import { registry } from '../../widgets/registry.ts';
import { ConfigBuilderProps } from '../../widgets/config-builder/props.ts';

const shop = createShop();
const get = (path: string) => shop.handle(new Request('http://localhost' + path, { headers: { accept: 'text/html' } }));

describe('the builder on /widgets', () => {
  it("its props (widgets, texts, starting config, preview pages) pass its schema, in the page's language", async () => {
    const html = await (await get('/widgets?lang=it')).text();
    const marker = html.slice(html.indexOf('data-widget="config-builder"'));
    const props = ConfigBuilderProps.parse(JSON.parse(/<script type="application\/json" data-props>([\s\S]*?)<\/script>/.exec(marker)![1]!));
    expect(props.widgets.map((w) => w.name)).toEqual(Object.keys(registry));
    expect(props.widgets.find((w) => w.name === 'toasts')?.summary).toMatch(/^Toast alerts/);
    expect(props.texts.length).toBeGreaterThan(300);
    expect(props.config).toEqual({ language: 'it', priceType: 'gross' });
    expect(props.preview?.pages).toEqual([
      { path: '/product/1001', label: 'Pagina del prodotto' },
      { path: '/listing', label: 'Elenco dei prodotti' },
      { path: '/basketedit.php', label: 'Carrello' },
    ]);
    // Without JavaScript: the starting config, and why there is no builder.
    expect(marker).toContain('The builder needs JavaScript');
    expect(marker).toContain('&lt;script type=&quot;application/json&quot; id=&quot;storefront-config&quot;&gt;');
  });
});
