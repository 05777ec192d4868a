// Texts of the configurator (spec §2.10, §5.7). Italian quotes the spec where it has the text
// ("Scegliere almeno 1 opzione"); counts use each language's plural forms. A shop overrides any
// of them by key in the config's `texts`, like every widget text.
import type { Catalogs } from '../../../src/core/i18n.ts';

export const texts = {
  pl: {
    'projector.config.title': 'Konfiguracja produktu',
    'projector.config.required': 'Wybierz co najmniej 1 opcję',
    'projector.config.requiredValue': 'To pole jest wymagane',
    'projector.config.missing': 'Uzupełnij konfigurację: {name}',
    'projector.config.number': 'Wpisz liczbę',
    'projector.config.min': 'Najmniejsza wartość to {n}',
    'projector.config.max': 'Największa wartość to {n}',
    'projector.config.minLength':
      '{n, plural, one {Wpisz co najmniej # znak} few {Wpisz co najmniej # znaki} many {Wpisz co najmniej # znaków} other {Wpisz co najmniej # znaku}}',
    'projector.config.maxLength':
      '{n, plural, one {Wpisz najwyżej # znak} few {Wpisz najwyżej # znaki} many {Wpisz najwyżej # znaków} other {Wpisz najwyżej # znaku}}',
    'projector.config.calculating': 'Obliczamy cenę…',
    'projector.config.priceError': 'Nie udało się obliczyć ceny dla tej konfiguracji. Zmień wybrane opcje.',
    'projector.config.priceUnavailable': 'Nie udało się obliczyć ceny. Spróbuj ponownie za chwilę.',
    'projector.config.share': 'Skopiuj link do tej konfiguracji',
    'projector.config.copied': 'Link skopiowany do schowka',
    'projector.config.copyByHand': 'Skopiuj ten link:',
  },
  it: {
    'projector.config.title': 'Configurazione del prodotto',
    'projector.config.required': 'Scegliere almeno 1 opzione',
    'projector.config.requiredValue': 'Questo campo è obbligatorio',
    'projector.config.missing': 'Completa la configurazione: {name}',
    'projector.config.number': 'Inserire un numero',
    'projector.config.min': 'Il valore minimo è {n}',
    'projector.config.max': 'Il valore massimo è {n}',
    'projector.config.minLength': '{n, plural, one {Inserire almeno # carattere} other {Inserire almeno # caratteri}}',
    'projector.config.maxLength': '{n, plural, one {Inserire al massimo # carattere} other {Inserire al massimo # caratteri}}',
    'projector.config.calculating': 'Calcolo del prezzo…',
    'projector.config.priceError': 'Impossibile calcolare il prezzo per questa configurazione. Modificare le opzioni scelte.',
    'projector.config.priceUnavailable': 'Impossibile calcolare il prezzo. Riprovare tra poco.',
    'projector.config.share': 'Copia il link a questa configurazione',
    'projector.config.copied': 'Link copiato negli appunti',
    'projector.config.copyByHand': 'Copiare questo link:',
  },
  en: {
    'projector.config.title': 'Product configuration',
    'projector.config.required': 'Choose at least 1 option',
    'projector.config.requiredValue': 'This field is required',
    'projector.config.missing': 'Complete the configuration: {name}',
    'projector.config.number': 'Enter a number',
    'projector.config.min': 'The lowest value is {n}',
    'projector.config.max': 'The highest value is {n}',
    'projector.config.minLength': '{n, plural, one {Enter at least # character} other {Enter at least # characters}}',
    'projector.config.maxLength': '{n, plural, one {Enter at most # character} other {Enter at most # characters}}',
    'projector.config.calculating': 'Calculating the price…',
    'projector.config.priceError': 'The price of this configuration cannot be calculated. Change the options.',
    'projector.config.priceUnavailable': 'The price could not be calculated. Try again in a moment.',
    'projector.config.share': 'Copy a link to this configuration',
    'projector.config.copied': 'Link copied to clipboard',
    'projector.config.copyByHand': 'Copy this link:',
  },
} satisfies Catalogs;
