// Texts of the lowest-price display (spec §4.7). Italian strings are the spec's own.
import type { Catalogs } from '../../src/core/i18n.ts';

export const texts: Catalogs = {
  pl: {
    'omnibus.lowest': 'Najniższa cena z 30 dni przed obniżką',
    'omnibus.label.bargain': 'Okazja',
    'omnibus.label.promo': 'Promocja',
    'omnibus.label.code': 'Kod rabatowy',
    'omnibus.regular': 'Cena regularna',
    'omnibus.withoutCode': 'Cena bez kodu',
    'omnibus.upcoming': 'Cena nadchodząca od {date}',
    'omnibus.unitPrice': 'cena jednostkowa',
  },
  it: {
    'omnibus.lowest': 'Prezzo più basso negli ultimi 30 giorni prima dello sconto',
    'omnibus.label.bargain': 'Affare',
    'omnibus.label.promo': 'Offerta speciale',
    'omnibus.label.code': 'Un codice sconto',
    'omnibus.regular': 'Prezzo regolare',
    'omnibus.withoutCode': 'Prezzo senza codice',
    'omnibus.upcoming': 'Prezzo in arrivo da {date}',
    'omnibus.unitPrice': 'prezzo unitario',
  },
  en: {
    'omnibus.lowest': 'Lowest price in the 30 days before the discount',
    'omnibus.label.bargain': 'Bargain',
    'omnibus.label.promo': 'Special offer',
    'omnibus.label.code': 'With a discount code',
    'omnibus.regular': 'Regular price',
    'omnibus.withoutCode': 'Price without code',
    'omnibus.upcoming': 'Upcoming price from {date}',
    'omnibus.unitPrice': 'unit price',
  },
};
