// Texts of the category menu (§2.5). `{name}` is the category's name.
import type { Catalogs } from '../../src/core/i18n.ts';

export const texts: Catalogs = {
  pl: {
    'categoryMenu.title': 'Kategorie',
    'categoryMenu.toggle': 'Podkategorie: {name}',
    'categoryMenu.back': 'Wróć',
    'categoryMenu.showMore': 'Pokaż więcej',
    'categoryMenu.showLess': 'Pokaż mniej',
  },
  it: {
    'categoryMenu.title': 'Categorie',
    'categoryMenu.toggle': 'Sottocategorie: {name}',
    'categoryMenu.back': 'Indietro',
    'categoryMenu.showMore': 'Mostra di più',
    'categoryMenu.showLess': 'Mostra meno',
  },
  en: {
    'categoryMenu.title': 'Categories',
    'categoryMenu.toggle': 'Subcategories: {name}',
    'categoryMenu.back': 'Back',
    'categoryMenu.showMore': 'Show more',
    'categoryMenu.showLess': 'Show less',
  },
};
