// Texts of the forced-region notice (§2.7; the Italian "Continua" is the spec's own).
import type { Catalogs } from '../../src/core/i18n.ts';

// The kit's close label is repeated here rather than merged in: mergeCatalogs would add a
// shared chunk to this widget's budget. The shop's `texts` config still overrides it.
export const texts: Catalogs = {
  pl: {
    'ui.close': 'Zamknij',
    'forcedRegion.title': 'Zmieniono ustawienia dostawy',
    'forcedRegion.region': 'Ceny i dostawa są teraz pokazane dla kraju: {country}.',
    'forcedRegion.zipcode': 'Ceny i dostawa są teraz pokazane dla kodu pocztowego: {zipcode}.',
    'forcedRegion.both': 'Ceny i dostawa są teraz pokazane dla kraju: {country}, kod pocztowy: {zipcode}.',
    'forcedRegion.unknown': 'Ceny i dostawa są teraz pokazane dla zmienionych ustawień dostawy.',
    'forcedRegion.continue': 'Kontynuuj',
    'forcedRegion.restore.region': 'Przywróć domyślny kraj ({country})',
    'forcedRegion.restore.zipcode': 'Przywróć domyślny kod pocztowy ({zipcode})',
    'forcedRegion.restore.both': 'Przywróć domyślny kraj ({country}) i kod pocztowy ({zipcode})',
    'forcedRegion.restore': 'Przywróć domyślne ustawienia dostawy',
    'forcedRegion.error': 'Nie udało się przywrócić domyślnych ustawień. Spróbuj ponownie.',
  },
  it: {
    'ui.close': 'Chiudi',
    'forcedRegion.title': 'Impostazioni di consegna modificate',
    'forcedRegion.region': 'Prezzi e spedizione sono ora mostrati per il paese: {country}.',
    'forcedRegion.zipcode': 'Prezzi e spedizione sono ora mostrati per il CAP: {zipcode}.',
    'forcedRegion.both': 'Prezzi e spedizione sono ora mostrati per il paese: {country}, CAP: {zipcode}.',
    'forcedRegion.unknown': 'Prezzi e spedizione sono ora mostrati per le impostazioni di consegna modificate.',
    'forcedRegion.continue': 'Continua',
    'forcedRegion.restore.region': 'Ripristina il paese predefinito ({country})',
    'forcedRegion.restore.zipcode': 'Ripristina il CAP predefinito ({zipcode})',
    'forcedRegion.restore.both': 'Ripristina il paese ({country}) e il CAP ({zipcode}) predefiniti',
    'forcedRegion.restore': 'Ripristina le impostazioni di consegna predefinite',
    'forcedRegion.error': 'Impossibile ripristinare le impostazioni predefinite. Riprova.',
  },
  en: {
    'ui.close': 'Close',
    'forcedRegion.title': 'Delivery settings changed',
    'forcedRegion.region': 'Prices and delivery are now shown for: {country}.',
    'forcedRegion.zipcode': 'Prices and delivery are now shown for the zip code {zipcode}.',
    'forcedRegion.both': 'Prices and delivery are now shown for: {country}, zip code {zipcode}.',
    'forcedRegion.unknown': 'Prices and delivery are now shown for changed delivery settings.',
    'forcedRegion.continue': 'Continue',
    'forcedRegion.restore.region': 'Restore the default country ({country})',
    'forcedRegion.restore.zipcode': 'Restore the default zip code ({zipcode})',
    'forcedRegion.restore.both': 'Restore the default country ({country}) and zip code ({zipcode})',
    'forcedRegion.restore': 'Restore the default delivery settings',
    'forcedRegion.error': 'The default settings could not be restored. Please try again.',
  },
};
