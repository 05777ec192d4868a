// projector-form through the real loader, answered by the development shop in-process (spec §2.10,
// §3.9, §4.8, §4.12, §5.7, §7.4, §7.5, §8.2, §9.4, §9.5). The page markup is the product page
// template's own server form (fixtures/pages/product-page.ts), so every test also covers the takeover.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProduct, PROJECTOR_CASES as C } from '../../fixtures/data/index.ts';
import { defaultConfig } from '../../fixtures/pages/layout.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import type { BusEvents } from '../../src/core/events.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
  vi.useRealTimers();
  document.querySelectorAll('.sf-modal').forEach((m) => m.parentElement?.remove());
  sessionStorage.clear();
});

const marker = () => document.querySelector<HTMLElement>('[data-widget="projector-form"]')!;
const q = <T extends Element = HTMLElement>(sel: string) => marker().querySelector<T>(sel);
const text = (sel: string) => q(sel)?.textContent ?? null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (harness: Harness, prefix: string) => harness.requests.filter((r) => r.includes(prefix)).length;

interface OpenOptions {
  language?: string;
  priceType?: 'gross' | 'net';
  variantSwitch?: 'link' | 'reload';
  fault?: string;
  shop?: Shop;
  /** Rewrites the shop's answers (HarnessOptions.answer). */
  answer?: (url: string, res: Response) => Response | Promise<Response>;
  /** Rewrites the server markup before the loader starts (what the shopper did before mounting). */
  edit?: (html: string) => string;
}

function open(id: number, o: OpenOptions = {}): Harness {
  const config = {
    ...defaultConfig('projector', 'n0nce', o.language ?? 'pl'),
    page: { type: 'projector', productId: id },
    ...(o.priceType ? { priceType: o.priceType } : {}),
  };
  const html = projectorFormHtml(getProduct(id)!, o.variantSwitch ?? 'link');
  h = startWidgets(o.edit ? o.edit(html) : html, { config, fault: o.fault, shop: o.shop, answer: o.answer });
  return h;
}

async function mounted(harness: Harness): Promise<Harness> {
  await harness.ready;
  expect(markerState(marker())).toBe('mounted');
  await waitFor(() => expect(q('.sf-dropdown')).not.toBeNull());
  return harness;
}

/** Records one bus event. */
function record<K extends keyof BusEvents>(harness: Harness, event: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  harness.bus.on(event, (p) => seen.push(p));
  return seen;
}

function chooseSize(id: string) {
  const radio = q<HTMLInputElement>(`input[name="size"][value="${id}"]`)!;
  radio.click();
}

function type(value: string) {
  const input = q<HTMLInputElement>('#projector-quantity')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const submit = () => q<HTMLButtonElement>('.sf-projector-form__add')!.click();

function dialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const d = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!d) throw new Error('no dialog yet');
    return d;
  });
}

describe('takeover and fallback', () => {
  it('replaces the server form with the same form: action, fields and values', async () => {
    await mounted(open(C.sizes));
    const form = q<HTMLFormElement>('form#projector-form')!;
    expect(form.getAttribute('action')).toBe('/basketchange.php');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('input[name="product"]')!.value).toBe('1001');
    expect(form.querySelector<HTMLInputElement>('input[name="mode"]')!.value).toBe('1');
    expect(form.querySelectorAll('input[name="size"]')).toHaveLength(4);
    expect(q<HTMLInputElement>('input[name="number"]')!.value).toBe('1');
    // The widget's controls exist only now; the server form is gone from the marker.
    expect(marker().querySelectorAll('form')).toHaveLength(1);
    expect(q('.sf-projector-form__reserve')).toBeNull();
  });

  it('keeps the size and quantity the shopper chose before it mounted', async () => {
    const h = await mounted(
      open(C.sizes, {
        edit: (html) => html.replace('value="XL" required', 'value="XL" checked required').replace(/name="number"([^>]*)value="1"/, 'name="number"$1value="2"'),
      }),
    );
    expect(q<HTMLInputElement>('input[value="XL"]')!.checked).toBe(true);
    expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('2');
    await waitFor(() => expect(h.requests.some((r) => r.startsWith('GET /ajax/projector.php') && r.includes('size=XL'))).toBe(true));
  });

  it('without a product id in the config it fails loudly: error state, the key named, the server form back', async () => {
    expectConsoleError(/^projector-form: needs config page\.productId to read the Projector section/);
    const config = { ...defaultConfig('projector', 'n', 'pl'), page: { type: 'projector' } };
    h = startWidgets(projectorFormHtml(getProduct(C.sizes)!, 'link'), { config });
    const detail = await h.ready;
    expect(detail.failed).toContain('projector-form');
    expect(markerState(document.querySelector('[data-widget="projector-form"]'))).toBe('error');
    expect(q('.sf-projector-form__reserve')).not.toBeNull();
  });
});

describe('sizes (§3.9, §5.7)', () => {
  it('onesize is one universal size: no size choice, the form adds it directly', async () => {
    const h = await mounted(open(C.onesize));
    expect(q('.sf-projector-form__sizes')).toBeNull();
    expect(q<HTMLInputElement>('input[type="hidden"][name="size"]')!.value).toBe('onesize');
    expect(text('.sf-projector-form__stock')).toBe(' (7 szt. w magazynie)');
    submit();
    await waitFor(() => expect(count(h, 'mutation=addProductsToBasket')).toBe(1));
    await waitFor(() => expect(h.shop.state.sessions.sessions.values().next().value!.basket).toHaveLength(1));
  });

  it('adding without a size shows "Wybierz rozmiar" on the size section for 3.5 s, scrolls there and adds nothing', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const h = await mounted(open(C.sizes));
    submit();
    await waitFor(() => expect(text('.sf-projector-form__sizes [role="alert"]')).toBe('Wybierz rozmiar'));
    expect(q('.sf-projector-form__sizes')!.hasAttribute('data-alert')).toBe(true);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(q('.sf-projector-form__sizes'));
    expect(document.activeElement).toBe(q('input[value="S"]'));
    expect(count(h, 'addProductsToBasket')).toBe(0);
    await sleep(3000);
    expect(text('.sf-projector-form__sizes [role="alert"]')).toBe('Wybierz rozmiar');
    await waitFor(() => expect(text('.sf-projector-form__sizes [role="alert"]')).toBe(''));
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('the scroll to the sizes follows prefers-reduced-motion (reduce: %s → %s)', async (reduce, behavior) => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: reduce && query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    await mounted(open(C.sizes));
    submit();
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll.mock.calls[0]![0]).toEqual({ block: 'start', behavior });
  });

  it('Italian: "Scegliere una taglia"', async () => {
    await mounted(open(C.sizes, { language: 'it' }));
    submit();
    await waitFor(() => expect(text('.sf-projector-form__sizes [role="alert"]')).toBe('Scegliere una taglia'));
  });

  it('sold-out sizes are disabled; choosing a size asks the legacy endpoint once per size (session cache)', async () => {
    const h = await mounted(open(C.sizes));
    expect(q<HTMLInputElement>('input[value="L"]')!.disabled).toBe(true);
    expect(q('label[for="projector-size-L"]')!.textContent).toBe('L (niedostępny)');
    chooseSize('XL');
    const url = 'GET /ajax/projector.php?action=get&product=1001&size=XL&get=sizeprices%2Csizeavailability%2Csizedelivery';
    await waitFor(() => expect(h.requests).toContain(url));
    chooseSize('S');
    await waitFor(() => expect(count(h, 'size=S&')).toBe(1));
    chooseSize('XL');
    await sleep(50);
    expect(h.requests.filter((r) => r === url)).toHaveLength(1);
    expect(sessionStorage.getItem('storefront:projector:' + url.slice(4))).toContain('sizeprices');
  });

  it("the session's prices changed (a rebate code, §4.8): a Projector refresh drops the cached size answers and asks the chosen size again", async () => {
    const shop = createShop({ singleSession: true });
    const h = await mounted(open(C.sizes, { shop }));
    chooseSize('XL');
    await waitFor(() => expect(count(h, 'size=XL&')).toBe(1));
    chooseSize('M');
    await waitFor(() => expect(count(h, 'size=M&')).toBe(1));
    await waitFor(() => expect(text('.sf-projector-form__price')).toBe('199,00 zł'));
    const xl = 'storefront:projector:/ajax/projector.php?action=get&product=1001&size=XL&get=sizeprices%2Csizeavailability%2Csizedelivery';
    expect(sessionStorage.getItem(xl)).not.toBeNull();
    // Another widget (promo-code) activated RABAT10 and asked for the Projector section again.
    shop.state.sessions.resolve({ sfsession: 'default-session' }).session.rebateCode = 'RABAT10';
    await h.api.refresh(['Projector']);
    await waitFor(() => expect(text('.sf-projector-form__price')).toBe('179,10 zł'));
    expect(count(h, 'size=M&')).toBe(2);
    expect(sessionStorage.getItem(xl)).toBeNull();
  });

  it('an answer for a size no longer chosen is dropped', async () => {
    const shop = createShop({ singleSession: true });
    const slowXl: Shop = {
      ...shop,
      handle: async (req) => {
        if (req.url.includes('/ajax/projector.php') && req.url.includes('size=XL')) await sleep(150);
        return shop.handle(req);
      },
    };
    const h = await mounted(open(C.sizes, { shop: slowXl }));
    chooseSize('XL');
    chooseSize('S');
    await waitFor(() => expect(count(h, 'size=XL')).toBe(1));
    await sleep(250);
    expect(text('.sf-projector-form__price')).toBe('199,00 zł');
    expect(text('.sf-projector-form__stock')).toBe(' (5 szt. w magazynie)');
  });

  it('the size chart opens in a modal with the table', async () => {
    await mounted(open(C.sizes));
    const button = [...marker().querySelectorAll('button')].find((b) => b.textContent === 'Tabela rozmiarów')!;
    button.click();
    const d = await dialog();
    expect(d.querySelector('h2')!.textContent).toBe('Tabela rozmiarów');
    expect(d.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(d.querySelector('tbody th')!.textContent).toBe('S');
  });
});

describe('prices (§9.4, §4.8)', () => {
  it('current, strike-through max and save % = round(100 × (max − price) / max); they follow the size', async () => {
    const h = await mounted(open(C.sizes));
    const prices = record(h, 'product:price-changed');
    expect(text('.sf-projector-form__price')).toBe('199,00 zł');
    expect(text('.sf-projector-form__max')).toBe('Cena regularna: 249,00 zł');
    expect(text('.sf-projector-form__save')).toBe('Oszczędzasz 20%');
    chooseSize('XL');
    await waitFor(() => expect(text('.sf-projector-form__price')).toBe('219,00 zł'));
    expect(text('.sf-projector-form__save')).toBe('Oszczędzasz 19%'); // 100 × 50 / 269 = 18.6
    await waitFor(() => expect(prices.at(-1)).toMatchObject({ productId: 1001, sizeId: 'XL', priceType: 'gross', value: 219 }));
  });

  it('net prices with priceType net', async () => {
    await mounted(open(C.sizes, { priceType: 'net' }));
    expect(text('.sf-projector-form__price')).toBe('161,79 zł');
    expect(text('.sf-projector-form__price-type')).toBe('netto');
  });

  it('advance and suggested retail prices', async () => {
    await mounted(open(C.advanceAndSrp));
    expect(text('.sf-projector-form__price-extra')).toBe('Zaliczka: 200,00 zł · Sugerowana cena detaliczna: 749,00 zł');
  });

  it('phone price: "Cena na telefon" instead of the price, and no price event', async () => {
    const h = open(C.phonePrice);
    const prices = record(h, 'product:price-changed');
    await mounted(h);
    expect(text('.sf-projector-form__price')).toBe('Cena na telefon');
    expect(prices).toEqual([]);
  });

  it('quantity thresholds: the highest threshold at or below the quantity sets the unit price', async () => {
    const h = await mounted(open(C.rebateThresholds));
    const prices = record(h, 'product:price-changed');
    chooseSize('S');
    await waitFor(() => expect(text('.sf-projector-form__price')).toBe('459,00 zł'));
    const options = () => [...marker().querySelectorAll<HTMLLabelElement>('.sf-projector-form__multipack-option')];
    expect(options().map((l) => l.textContent)).toEqual([' 2 szt. – 439,00 zł/szt.', ' 5 szt. – 409,00 zł/szt.']);
    expect(text('.sf-projector-form__next')).toBe('Dodaj jeszcze 1 szt., a zapłacisz 439,00 zł/szt.');
    q<HTMLButtonElement>('[aria-label="Zwiększ ilość"]')!.click();
    await waitFor(() => expect(text('.sf-projector-form__price')).toBe('439,00 zł'));
    type('6');
    await waitFor(() => expect(text('.sf-projector-form__price')).toBe('409,00 zł'));
    expect(q('.sf-projector-form__multipack-option[data-applied]')!.textContent).toBe(' 5 szt. – 409,00 zł/szt.');
    expect(q('.sf-projector-form__next')).toBeNull(); // past the last threshold
    await waitFor(() => expect(prices.at(-1)).toMatchObject({ sizeId: 'S', value: 409 }));
  });

  it('multipack (§2.10, §9.4): choosing a pack sets the quantity; units already in the basket count towards the thresholds', async () => {
    const shop = createShop({ singleSession: true });
    // One S in the basket already: the 2-pack needs 1 more, the 5-pack 4 more.
    const added = await shop.handle(
      new Request('http://shop/basketchange.php', { method: 'POST', body: `product=${C.rebateThresholds}&mode=1&size=S&number=1` }),
    );
    expect(added.status).toBe(303);
    await mounted(open(C.rebateThresholds, { shop }));
    chooseSize('S');
    const radios = () => [...marker().querySelectorAll<HTMLInputElement>('.sf-projector-form__multipack input[type="radio"]')];
    await waitFor(() => expect(radios().map((r) => r.value)).toEqual(['1', '4']));
    // The basket's unit and the form's one reach the 2-pack price already.
    await waitFor(() => expect(text('.sf-projector-form__price')).toBe('439,00 zł'));
    expect(text('.sf-projector-form__next')).toBe('Dodaj jeszcze 3 szt., a zapłacisz 409,00 zł/szt.');
    radios()[1]!.click();
    await waitFor(() => expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('4'));
    expect(radios()[1]!.checked).toBe(true);
    await waitFor(() => expect(text('.sf-projector-form__price')).toBe('409,00 zł'));
    expect(q('.sf-projector-form__next')).toBeNull();
  });
});

describe('quantity (§5.7)', () => {
  it('re-validates 500 ms after typing: above the maximum → floored, with the Polish alert', async () => {
    const h = await mounted(open(C.maxPerOrder));
    const changes = record(h, 'product:quantity-changed');
    chooseSize('S');
    type('9');
    await sleep(400);
    expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('9');
    await waitFor(() => expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('4'));
    expect(text('.sf-projector-form__buy [role="alert"]')).toBe('Maksymalnie możesz dodać 4 szt.');
    await waitFor(() => expect(changes.at(-1)).toEqual({ productId: 1030, quantity: 4 }));
  });

  it('below the minimum → the minimum rounded up to sellBy; Italian alert; sellBy 0.5 at precision 1', async () => {
    await mounted(open(C.sellByHalfMetre, { language: 'it' }));
    expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('1');
    type('0,3');
    await waitFor(() => expect(text('.sf-projector-form__buy [role="alert"]')).toBe('È necessario ordinare un minimo di 1 m'));
    type('1,2');
    await waitFor(() => expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('1,5'));
  });

  it('an empty field on blur gets the previous value back', async () => {
    await mounted(open(C.sellByHalfMetre));
    const input = q<HTMLInputElement>('#projector-quantity')!;
    type('2,5');
    await sleep(600); // validated: 2,5 is now the value to go back to
    type('');
    input.dispatchEvent(new FocusEvent('blur'));
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitFor(() => expect(input.value).toBe('2,5'));
  });

  it('+/- step by sellBy within the bounds', async () => {
    await mounted(open(C.sellByHalfMetre));
    const plus = q<HTMLButtonElement>('[aria-label="Zwiększ ilość"]')!;
    const minus = q<HTMLButtonElement>('[aria-label="Zmniejsz ilość"]')!;
    plus.click();
    await waitFor(() => expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('1,5'));
    minus.click();
    minus.click();
    await waitFor(() => expect(text('.sf-projector-form__buy [role="alert"]')).toBe('Minimalnie musisz zamówić 1 m'));
    expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('1');
  });

  it('the dropdown offers the first quantities and "more", which hands over to the free input', async () => {
    await mounted(open(C.sellByHalfMetre));
    q<HTMLButtonElement>('.sf-dropdown__button')!.click();
    const options = [...marker().querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['1', '1,5', '2']);
    expect(options.at(-1)).toBe('więcej…');
    (marker().querySelectorAll('[role="option"]')[2] as HTMLElement).click();
    await waitFor(() => expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('2'));
    q<HTMLButtonElement>('.sf-dropdown__button')!.click();
    [...marker().querySelectorAll<HTMLElement>('[role="option"]')].at(-1)!.click();
    await waitFor(() => expect(document.activeElement).toBe(q('#projector-quantity')));
  });
});

describe('availability and the disabled form (§4.8, §9.5)', () => {
  it('size amount 0: disabled, "Produkt niedostępny"', async () => {
    await mounted(open(C.soldOut));
    expect(q<HTMLButtonElement>('.sf-projector-form__add')!.disabled).toBe(true);
    expect(text('.sf-projector-form__add')).toBe('Produkt niedostępny');
    expect(q('form')!.hasAttribute('data-disabled')).toBe(true);
  });

  it('a sold-out size shows its quantity (sellBy, §5.7) in the field and the list; −/+, the field and the list are disabled', async () => {
    await mounted(open(C.soldOut));
    const input = q<HTMLInputElement>('#projector-quantity')!;
    expect(input.value).toBe('1');
    expect(input.disabled).toBe(true);
    expect(text('.sf-projector-form__qty-list .sf-dropdown__value')).toBe('1');
    const steps = [...marker().querySelectorAll<HTMLButtonElement>('.sf-projector-form__step')];
    expect(steps.map((b) => b.disabled)).toEqual([true, true]);
    expect(q<HTMLButtonElement>('.sf-projector-form__qty-list .sf-dropdown__button')!.disabled).toBe(true);
  });

  it('status disable: the description shows the delivery date and the shipping line is hidden', async () => {
    await mounted(open(C.disableWithDeliveryDate));
    expect(q<HTMLButtonElement>('.sf-projector-form__add')!.disabled).toBe(true);
    expect(text('.sf-projector-form__availability')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q('.sf-projector-form__shipping')).toBeNull();
  });

  it('the minimum above the stock disables the form', async () => {
    await mounted(open(C.minAboveStock));
    expect(q<HTMLButtonElement>('.sf-projector-form__add')!.disabled).toBe(true);
  });

  it('stock line "(%amount% %unit% %stock_literal%)" only for a stock above 0', async () => {
    await mounted(open(C.sizes));
    expect(q('.sf-projector-form__stock')).toBeNull(); // no size chosen yet
    chooseSize('S');
    await waitFor(() => expect(text('.sf-projector-form__stock')).toBe(' (5 szt. w magazynie)'));
    chooseSize('M'); // -1
    await waitFor(() => expect(q('.sf-projector-form__stock')).toBeNull());
  });

  it('virtual: no shipping line and no stock line; service: no shipping line', async () => {
    await mounted(open(C.virtual));
    expect(q('.sf-projector-form__shipping')).toBeNull();
    expect(q('.sf-projector-form__stock')).toBeNull();
    h!.stop();
    await mounted(open(C.service));
    expect(q('.sf-projector-form__shipping')).toBeNull();
  });

  it('status order with unknownTime: the "unknown shipping" message', async () => {
    await mounted(open(C.orderUnknownTime));
    expect(text('.sf-projector-form__shipping-time')).toBe('Czas wysyłki ustalimy indywidualnie');
  });
});

describe('shipping time (§9.5)', () => {
  it('"Zamów do HH:MM to wyślemy dzisiaj", and the next label once the deadline has passed', async () => {
    // The in-process shop reads the same clock, so an answer it gives after the clock has moved
    // carries a new deadline. Those are held back: the label must move on by the clock alone.
    let clockMoved = false;
    const held = (_url: string, res: Response) => (clockMoved ? new Promise<Response>(() => {}) : res);
    await mounted(open(C.deadlineSoon, { answer: held }));
    // Its legacy answer for this product has come (the form caches it in the session when it arrives).
    await waitFor(() =>
      expect(Object.keys(sessionStorage).some((k) => k.startsWith('storefront:projector:') && k.includes(`product=${C.deadlineSoon}&`))).toBe(true),
    );
    await waitFor(() => expect(text('.sf-projector-form__shipping-time')).toMatch(/^Zamów do \d{2}:\d{2} to wyślemy dzisiaj$/));
    const label = text('.sf-projector-form__shipping-time')!;
    vi.useFakeTimers({ toFake: ['Date'] });
    clockMoved = true;
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    await waitFor(() => expect(text('.sf-projector-form__shipping-time')).not.toBe(label));
    expect(text('.sf-projector-form__shipping-time')).not.toMatch(/^Zamów do/);
  });

  it('0 days → tomorrow, above 29 days → "Wysyłka za N dni", else the weekday with the date when weekAmount > 0', async () => {
    await mounted(open(C.shipDays0));
    expect(text('.sf-projector-form__shipping-time')).toBe('Wysyłka jutro');
    h!.stop();
    await mounted(open(C.shipDaysOver29));
    expect(text('.sf-projector-form__shipping-time')).toBe('Wysyłka za 35 dni');
    h!.stop();
    await mounted(open(C.shipWeekday));
    expect(text('.sf-projector-form__shipping-time')).toMatch(/^Wysyłka (w|we) \S+, \d{2}\.\d{2}\.\d{4}$/);
  });

  it('the shipping dialog: GraphQL shipping in product mode, "Gratis!" for 0, cached in memory per input', async () => {
    const h = await mounted(open(C.sizes));
    const openDialog = async () => {
      [...marker().querySelectorAll('button')].find((b) => b.textContent === 'Koszt i czas dostawy')!.click();
      return dialog();
    };
    let d = await openDialog();
    expect(d.textContent).toContain('Zwiększ ilość, aby sprawdzić koszt i czas dostawy');
    expect(count(h, 'projector_shipping_fetchShippingTime')).toBe(0);
    (d.querySelector('.sf-modal__close') as HTMLElement).click();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    chooseSize('S');
    d = await openDialog();
    await waitFor(() => expect(d.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(h.requests).toContain('POST /graphql/v1/?query=projector_shipping_fetchShippingTime');
    expect([...d.querySelectorAll('tbody td:first-of-type')].map((td) => td.textContent)).toContain('Gratis!');
    (d.querySelector('.sf-modal__close') as HTMLElement).click();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    d = await openDialog();
    await waitFor(() => expect(d.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(count(h, 'projector_shipping_fetchShippingTime')).toBe(1);
  });

  // §8.4: no shipping data, no courier available, a courier without dates; §8.2: no answer.
  const shippingDialog = async () => {
    [...marker().querySelectorAll('button')].find((b) => b.textContent === 'Koszt i czas dostawy')!.click();
    return dialog();
  };
  const shippingAnswer = (shipping: unknown) => (url: string, res: Response) =>
    url.includes('projector_shipping_fetchShippingTime')
      ? new Response(JSON.stringify({ data: { shipping } }), { headers: { 'content-type': 'application/json' } })
      : res;

  // The dialog caches answers per product and size for the page's life (the module's): each test asks for another.
  it('the shipping dialog: an empty list of couriers says no courier is available', async () => {
    await mounted(open(1002, { answer: shippingAnswer({ shipping: [] }) }));
    const d = await shippingDialog();
    await waitFor(() => expect(d.textContent).toContain('Brak dostępnych kurierów'));
    expect(d.querySelector('table')).toBeNull();
  });

  it('the shipping dialog: an answer without shipping data says the cost will be set individually', async () => {
    await mounted(open(C.sizes, { answer: shippingAnswer({ shipping: null }) }));
    chooseSize('M');
    const d = await shippingDialog();
    await waitFor(() => expect(d.textContent).toContain('Przepraszamy, ale nie zdefiniowaliśmy standardowego kosztu dostawy'));
  });

  it('the shipping dialog: a courier without a delivery time says no dates are available', async () => {
    const options = [
      { courier: { id: 1, name: 'Kurier A' }, cost: { value: 15, formatted: '15,00 zł' }, deliveryTime: null },
      {
        courier: { id: 2, name: 'Kurier B' },
        cost: { value: 0, formatted: '0,00 zł' },
        deliveryTime: { today: false, weekDay: 0, weekAmount: 0, time: { days: 1, hours: 0, minutes: 0 } },
      },
    ];
    await mounted(open(C.sizes, { answer: shippingAnswer({ shipping: options }) }));
    chooseSize('XL');
    const d = await shippingDialog();
    await waitFor(() => expect(d.querySelectorAll('tbody tr')).toHaveLength(2));
    expect([...d.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['Kurier A', '15,00 zł', 'Brak dostępnych terminów'],
      ['Kurier B', 'Gratis!', 'Wysyłka jutro'],
    ]);
  });

  it('the shipping dialog: no answer is the connection text, as an alert', async () => {
    await mounted(open(1005, { fault: '500@/graphql/v1/?query=projector_shipping_fetchShippingTime' }));
    const d = await shippingDialog();
    await waitFor(() =>
      expect(d.querySelector('[role="alert"]')?.textContent).toBe('Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.'),
    );
  });
});

describe('countdown (§4.12)', () => {
  it('counts down every second to till date + till hour', async () => {
    await mounted(open(C.countdownSoon));
    const first = text('[role="timer"]')!;
    expect(first).toMatch(/^0 dni 0[12] godz\. \d{2} min \d{2} s$/);
    await waitFor(() => expect(text('[role="timer"]')).not.toBe(first));
  });

  it('removes itself when the time has passed', async () => {
    await mounted(open(C.countdownSoon));
    expect(q('.sf-projector-form__countdown')).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60 * 60 * 1000);
    await waitFor(() => expect(q('.sf-projector-form__countdown')).toBeNull());
  });

  it('a passed promotion shows no timer', async () => {
    await mounted(open(C.countdownPassed));
    expect(q('.sf-projector-form__countdown')).toBeNull();
  });
});

describe('add to basket (§7.4, §8.2)', () => {
  it('a double click adds once; then Basket refresh, basket:changed and a success toast', async () => {
    const h = await mounted(open(C.sizes));
    const changed = record(h, 'basket:changed');
    const toasts = record(h, 'toast:requested');
    chooseSize('S');
    submit();
    submit();
    await waitFor(() => expect(changed).toHaveLength(1));
    expect(count(h, 'mutation=addProductsToBasket')).toBe(1);
    expect(toasts).toEqual([{ kind: 'success', text: 'Produkt został dodany do koszyka.' }]);
    expect(changed[0]).toEqual({ source: 'projector-form', refreshed: true }); // listeners need not ask for Basket again
    expect(h.requests.filter((r) => r === 'POST /ajax/get.php')).toHaveLength(2); // the page load, then Basket
    const basket = h.shop.state.sessions.sessions.values().next().value!.basket;
    expect(basket).toHaveLength(1);
    expect(basket[0]).toMatchObject({ productId: 1001, sizeId: 'S', quantity: 1 });
  });

  it("the second click of a double click adds nothing, even after the first one's answer is in", async () => {
    const h = await mounted(open(C.sizes));
    const changed = record(h, 'basket:changed');
    chooseSize('S');
    const click = (detail: number) => q('.sf-projector-form__add')!.dispatchEvent(new MouseEvent('click', { detail, bubbles: true, cancelable: true }));
    click(1);
    await waitFor(() => expect(changed).toHaveLength(1));
    await waitFor(() => expect(q('.sf-projector-form__add')!.hasAttribute('aria-disabled')).toBe(false));
    // The button is enabled again; the second click of the same double click comes late (a busy device).
    expect(click(2)).toBe(false); // its default, the submit, refused
    click(1); // a new click adds again
    await waitFor(() => expect(changed).toHaveLength(2));
    expect(count(h, 'mutation=addProductsToBasket')).toBe(2);
  });

  it('the button is aria-disabled while the request is in flight', async () => {
    await mounted(open(C.onesize, { fault: 'slow:200@/graphql' }));
    submit();
    await waitFor(() => expect(q('.sf-projector-form__add')!.getAttribute('aria-disabled')).toBe('true'));
    expect(text('.sf-projector-form__add')).toBe('Dodawanie…');
    await waitFor(() => expect(q('.sf-projector-form__add')!.hasAttribute('aria-disabled')).toBe(false));
  });

  it('code 100: the wholesale text for 5 s', async () => {
    await mounted(open(C.error100));
    submit();
    await waitFor(() => expect(text('.sf-projector-form__alert--error')).toBe('Sklep jest dostępny tylko dla klientów hurtowych. Skontaktuj się ze sklepem.'));
    await sleep(4600);
    expect(text('.sf-projector-form__alert--error')).not.toBe('');
    await waitFor(() => expect(text('.sf-projector-form__alert--error')).toBe(''));
  });

  it.each([
    [C.error115, 'Twój koszyk jest pusty.', '/'],
    [C.error109, 'Nie osiągnięto minimalnej wartości zamówienia hurtowego.', '/basketedit.php'],
    [C.error123, 'Łączna wartość Twoich zamówień jest zbyt wysoka. Poczekaj na realizację wcześniejszych zamówień lub anuluj jedno z nich.', '/login.php'],
  ])('product %i: the §8.2 text with its link', async (id, message, href) => {
    await mounted(open(id));
    submit();
    await waitFor(() => expect(q('.sf-projector-form__alert--error .sf-projector-form__bubble')!.firstChild!.textContent).toBe(message));
    expect(q('.sf-projector-form__alert--error a')!.getAttribute('href')).toBe(href);
  });

  it('another code: the server message', async () => {
    await mounted(open(C.errorOther));
    submit();
    await waitFor(() => expect(text('.sf-projector-form__alert--error')).not.toBe(''));
    expect(text('.sf-projector-form__alert--error')).not.toContain('połączenia');
  });

  it('a 500 shows the connection text, and the choices stay', async () => {
    const h = await mounted(open(C.maxPerOrder, { fault: '500@/graphql', language: 'it' }));
    chooseSize('M');
    type('3');
    await waitFor(() => expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('3'));
    submit();
    await waitFor(() =>
      expect(text('.sf-projector-form__alert--error')).toBe(
        'Si è verificato un errore di connessione. Controlla la tua connessione Internet o riprova più tardi',
      ),
    );
    expect(q<HTMLInputElement>('input[value="M"]')!.checked).toBe(true);
    expect(q<HTMLInputElement>('#projector-quantity')!.value).toBe('3');
    expect(count(h, 'addProductsToBasket')).toBe(1);
  });
});
