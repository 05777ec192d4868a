// Texts of the picker in the shop's language (header button and the selects step).
import type { Catalogs } from '../../src/core/i18n.ts';

// The kit's close label is repeated here rather than merged in: mergeCatalogs would add a
// shared chunk to this widget's budget. The shop's `texts` config still overrides it.
export const texts: Catalogs = {
  pl: {
    'ui.close': 'Zamknij',
    'countryPicker.toggle': 'Kraj dostawy',
    'countryPicker.title': 'Wybierz kraj dostawy i język',
    'countryPicker.group': 'Region',
    'countryPicker.country': 'Kraj dostawy',
    'countryPicker.filterHint': 'Wpisz nazwę, aby zawęzić listę',
    'countryPicker.results': 'Pasujące kraje: {n}',
    'countryPicker.noResults': 'Brak kraju o takiej nazwie',
    'countryPicker.language': 'Język',
    'countryPicker.back': 'Wstecz',
    'countryPicker.confirm': 'Potwierdź',
  },
  it: {
    'ui.close': 'Chiudi',
    'countryPicker.toggle': 'Paese di consegna',
    'countryPicker.title': 'Scegli il paese di consegna e la lingua',
    'countryPicker.group': 'Regione',
    'countryPicker.country': 'Paese di consegna',
    'countryPicker.filterHint': "Digita il nome per filtrare l'elenco",
    'countryPicker.results': 'Paesi trovati: {n}',
    'countryPicker.noResults': 'Nessun paese con questo nome',
    'countryPicker.language': 'Lingua',
    'countryPicker.back': 'Indietro',
    'countryPicker.confirm': 'Conferma',
  },
  en: {
    'ui.close': 'Close',
    'countryPicker.toggle': 'Delivery country',
    'countryPicker.title': 'Choose your delivery country and language',
    'countryPicker.group': 'Region',
    'countryPicker.country': 'Delivery country',
    'countryPicker.filterHint': 'Type a name to filter the list',
    'countryPicker.results': 'Matching countries: {n}',
    'countryPicker.noResults': 'No country with this name',
    'countryPicker.language': 'Language',
    'countryPicker.back': 'Back',
    'countryPicker.confirm': 'Confirm',
  },
};
