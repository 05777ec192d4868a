// The development shop's configurator side: /ajax/calculatePrice.php evaluates each
// configurable product's formula (§7.5), and the legacy form adds a configuration at that price.
import { describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { CONFIGURABLE } from '../../fixtures/data/configurator.ts';
import { texts } from '../../widgets/projector-form/configurator/texts.ts';

async function formula(shop: Shop, body: string): Promise<Record<string, unknown>> {
  const res = await shop.handle(
    new Request('http://shop/ajax/calculatePrice.php', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('/ajax/calculatePrice.php', () => {
  it('prices the table from its fields: wood, legs, finish (indexed keys), engraving letters and the top area', async () => {
    const answer = await formula(
      createShop(),
      'product=1060&size=uniw&number=1&priceformula_wood=ash&priceformula_legs=metal&priceformula_finish[0]=oil&priceformula_finish[1]=engraving&priceformula_engraving=AB&priceformula_width=150&priceformula_depth=100',
    );
    // 400 + 150 × 100 × 0.05 + 150 (ash) + 120 (metal) + 30 + 60 + 2 × 2
    expect(answer).toMatchObject({ worth: 1514, worth_net: 1230.89, priceformula_calculation_error: false });
  });

  it("fails a top over 2.5 m² with the shop's message", async () => {
    const answer = await formula(createShop(), 'product=1060&size=uniw&number=1&priceformula_width=200&priceformula_depth=160');
    expect(answer.priceformula_calculation_error).toBe(true);
    expect(answer.worth).toBeNull();
    expect(answer.priceformula_calculation_error_msg).toMatch(/indywidualnie/);
  });

  it('a product without a configurator is a calculation error; an unknown product a 404', async () => {
    expect((await formula(createShop(), 'product=1001&size=S')).priceformula_calculation_error).toBe(true);
    const res = await createShop().handle(new Request('http://shop/ajax/calculatePrice.php', { method: 'POST', body: 'product=999999' }));
    expect(res.status).toBe(404);
  });
});

describe('the legacy form adds a configuration', () => {
  it("at the formula's unit price, on its own line, described for the basket; a failing formula is refused", async () => {
    const shop = createShop({ singleSession: true });
    const post = (body: string) => shop.handle(new Request('http://shop/basketchange.php', { method: 'POST', body }));
    const res = await post(`product=${CONFIGURABLE.shelf}&mode=1&size=uniw&number=2&priceformula_height=150&priceformula_shelves=4`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/basketedit.php');
    const page = await (await shop.handle(new Request('http://shop/basketedit.php'))).text();
    expect(page).toContain('Wysokość regału (cm): 150; Liczba półek: 4');
    expect(page).toContain('1 520,00'); // 2 × (300 + 300 + 160)
    const refused = await post(`product=${CONFIGURABLE.table}&mode=1&size=uniw&number=1&priceformula_width=200&priceformula_depth=160`);
    expect(refused.headers.get('location')).toBe('/basketedit.php?error=priceformula_calculation_error');
  });
});

describe('configurator texts', () => {
  it('Italian and English have every Polish key', () => {
    expect(Object.keys(texts.it).sort()).toEqual(Object.keys(texts.pl).sort());
    expect(Object.keys(texts.en).sort()).toEqual(Object.keys(texts.pl).sort());
  });
});
