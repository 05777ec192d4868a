// The config builder in real Chromium on /widgets, by keyboard alone: a widget switched
// off is `disabled` in the preview, a text override shows there, the language follows; Copy puts the
// script on the clipboard; a pasted config that fails its schema names the path and changes nothing.
// Every state is axe-clean at 320, 390 and 1280 px, with no CSP violation in the page or its preview
// frame; the preview page itself, opened alone, too.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from '../helpers/e2e-context.ts';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';

const shop = useShop();

const BUILDER = '[data-widget="config-builder"]';
const FRAME = `${BUILDER} iframe`;
const OUTPUT = `${BUILDER} .sf-config-builder__output textarea`;
const FORM_ADD = '[data-widget="projector-form"][data-widget-state="mounted"] .sf-projector-form__add';

const config = (page: Page) =>
  page.$eval(OUTPUT, (t) => JSON.parse((t as HTMLTextAreaElement).value.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, unknown>);

/**
 * The preview frame once its address carries a config whose JSON contains `part`, its document is that
 * address, and its first scan has settled (`storefront:ready`, recorded by the harness in every frame).
 */
async function previewWith(page: Page, part = ''): Promise<Frame> {
  await page.waitForFunction(
    ([sel, wanted]) => {
      const frame = document.querySelector<HTMLIFrameElement>(sel!);
      const config = frame && new URL(frame.src).searchParams.get('config');
      return (config?.includes(wanted!) && frame!.contentWindow?.location.href === frame!.src) || null;
    },
    [FRAME, part] as const,
  );
  const frame = (await (await page.$(FRAME))!.contentFrame())!;
  await frame.waitForFunction(() => (window as unknown as Record<string, { ready: unknown } | undefined>)['__storefrontHarness']?.ready || null);
  return frame;
}

async function openBuilder() {
  const p = await shop.open('/widgets');
  await p.page.waitForSelector(`${BUILDER}[data-widget-state="mounted"]`);
  return p;
}

describe('config-builder on /widgets', () => {
  it('by keyboard: a widget switched off is disabled in the preview, a text override and the language show there', async () => {
    const p = await openBuilder();
    const { page } = p;
    let frame = await previewWith(page);
    expect(await frame.getAttribute('[data-widget="promo-code"]', 'data-widget-state')).toBe('loading');
    await expectCleanAtWidths(p);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The promo code's switch: Space turns it off.
    await page.focus(`${BUILDER} input[name="widget.promo-code"]`);
    await page.keyboard.press('Space');
    expect(await config(page)).toMatchObject({ widgets: { disabled: ['promo-code'] } });
    frame = await previewWith(page, '"widgets":{"disabled":["promo-code"]}');
    await frame.waitForSelector('[data-widget="promo-code"][data-widget-state="disabled"]', { state: 'attached' });

    // A text: search, Tab past "changed only" to the override, type.
    await page.focus(`${BUILDER} input[type="search"]`);
    await page.keyboard.type('projector.add');
    // The list has caught up with the whole query (it follows typing at React's pace): its first row is the key.
    await page.waitForFunction(() => document.querySelector('.sf-config-builder__text code')?.textContent === 'projector.add' || null);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.querySelector('code')?.textContent)).toBe('projector.add');
    await page.keyboard.type('Do koszyka!');
    await page.waitForFunction((sel) => document.querySelector(sel!)?.textContent?.includes('"projector.add": "Do koszyka!"') || null, OUTPUT);
    frame = await previewWith(page, '"projector.add":"Do koszyka!"');
    await frame.waitForFunction((sel) => document.querySelector(sel!)?.textContent?.trim() === 'Do koszyka!' || null, FORM_ADD);
    await expectCleanAtWidths(p);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The language: the arrows move the radio to Italiano, the preview's shop speaks Italian.
    await page.focus(`${BUILDER} input[type="radio"][value="pl"]`);
    await page.keyboard.press('ArrowDown');
    expect(await config(page)).toMatchObject({ language: 'it' });
    frame = await previewWith(page, '"language":"it"');
    expect(await frame.getAttribute('html', 'lang')).toBe('it');
    expect(await frame.getAttribute('[data-widget="promo-code"]', 'data-widget-state')).toBe('disabled');
    expect(await p.cspViolations()).toEqual([]);
  });

  it('Copy, by keyboard, puts the script on the clipboard and says so', async () => {
    const p = await openBuilder();
    const { page } = p;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.focus(`${BUILDER} input[name="omnibus.hidePercentageDiscounts"]`);
    await page.keyboard.press('Space');
    expect(await config(page)).toMatchObject({ omnibus: { hidePercentageDiscounts: false } });
    await page.focus(`${BUILDER} .sf-config-builder__output button`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.sf-config-builder__output [role="status"]')?.textContent === 'Skopiowano do schowka.' || null);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.inputValue(OUTPUT));
    await expectCleanAtWidths(p);
  });

  it('a pasted config that fails its schema names the key and the path, and nothing changes; one that passes is loaded', async () => {
    const p = await openBuilder();
    const { page } = p;
    await page.focus(`${BUILDER} input[name="widget.toasts"]`);
    await page.keyboard.press('Space');
    const before = await page.inputValue(OUTPUT);
    await page.focus(`${BUILDER} .sf-config-builder__paste textarea`);
    await page.keyboard.type('{"priceType": "brutto", "omnibus": {"enabled": "yes"}}');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${BUILDER} [role="alert"]`);
    expect(await page.$$eval(`${BUILDER} [role="alert"] li`, (li) => li.map((l) => l.textContent))).toEqual([
      'storefront-config.priceType: expected one of "gross" | "net"',
      'storefront-config.omnibus.enabled: expected boolean, got string',
    ]);
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement).value)).toBe('{"priceType": "brutto", "omnibus": {"enabled": "yes"}}');
    expect(await page.inputValue(OUTPUT)).toBe(before);
    await expectCleanAtWidths(p);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.focus(`${BUILDER} .sf-config-builder__paste textarea`);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{"priceType": "net", "widgets": {"enabled": ["mini-basket", "toasts"]}, "currency": {"id": "EUR"}}');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.sf-config-builder__paste [role="status"]')?.textContent === 'Wczytano konfigurację.' || null);
    expect(await config(page)).toEqual({
      language: 'pl',
      priceType: 'net',
      widgets: { enabled: ['mini-basket', 'toasts'] },
      omnibus: { enabled: true, rebateCodeActivate: true, hidePercentageDiscounts: true },
      currency: { id: 'EUR' },
    });
    expect(await page.isChecked(`${BUILDER} input[name="widget.toasts"]`)).toBe(true);
    expect(await page.isChecked(`${BUILDER} input[name="widget.omnibus-price"]`)).toBe(false);
    await expectCleanAtWidths(p, { widths: [1280] });
  });
});

describe('the preview page on its own', () => {
  it('is the product page with the config: its product, the switches and texts, clean under the strict CSP', async () => {
    const wanted = { language: 'en', widgets: { disabled: ['promo-code', 'instalments'] }, texts: { 'projector.add': 'Into the basket' } };
    const p = await shop.open('/widgets/preview?page=/product/1001&config=' + encodeURIComponent(JSON.stringify(wanted)));
    const { page } = p;
    await page.waitForSelector('[data-widget="promo-code"][data-widget-state="disabled"]', { state: 'attached' });
    await page.waitForSelector('[data-widget="instalments"][data-widget-state="disabled"]', { state: 'attached' });
    await page.waitForFunction((sel) => document.querySelector(sel!)?.textContent?.trim() === 'Into the basket' || null, FORM_ADD);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expectCleanAtWidths(p);
  });
});
