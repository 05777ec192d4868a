import type { Catalogs } from '../../src/core/i18n.ts';

export const texts: Catalogs = {
  pl: { 'productTabs.nav': 'Informacje o produkcie', 'productTabs.showFewer': 'Pokaż mniej cech' },
  it: { 'productTabs.nav': 'Informazioni sul prodotto', 'productTabs.showFewer': 'Mostra meno caratteristiche' },
  en: { 'productTabs.nav': 'Product information', 'productTabs.showFewer': 'Show fewer features' },
};
