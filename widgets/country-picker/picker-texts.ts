// The recommended step speaks the visitor's language, not the shop's (§9.11): nine picker
// translation languages, eng by default. `{country}` is the proposed country's name.
import type { PickerTextLanguage } from '../../src/domain/country-languages.ts';

export interface PickerTexts {
  title: string;
  recommended: string;
  notPossible: string;
  defaultOffer: string;
  next: string;
  confirm: string;
}

/** BCP 47 tags for the `lang` attribute of the step (screen readers switch voice). */
export const PICKER_LANG_TAGS: Record<PickerTextLanguage, string> = {
  pol: 'pl',
  eng: 'en',
  ger: 'de',
  cze: 'cs',
  rum: 'ro',
  slo: 'sk',
  fre: 'fr',
  ukr: 'uk',
  hun: 'hu',
};

export const PICKER_TEXTS: Record<PickerTextLanguage, PickerTexts> = {
  pol: {
    title: 'Kraj dostawy',
    recommended: 'Polecamy zakupy w naszym sklepie dla kraju: {country}.',
    notPossible: 'Dostawa do Twojego kraju nie jest możliwa.',
    defaultOffer: 'Możesz zrobić zakupy w naszym sklepie dla kraju: {country}.',
    next: 'Dalej',
    confirm: 'Potwierdź',
  },
  eng: {
    title: 'Delivery country',
    recommended: 'We recommend our store for {country}.',
    notPossible: 'Delivery to your country is not possible.',
    defaultOffer: 'You can shop in our store for {country}.',
    next: 'Next',
    confirm: 'Confirm',
  },
  ger: {
    title: 'Lieferland',
    recommended: 'Wir empfehlen unseren Shop für {country}.',
    notPossible: 'Eine Lieferung in Ihr Land ist nicht möglich.',
    defaultOffer: 'Sie können in unserem Shop für {country} einkaufen.',
    next: 'Weiter',
    confirm: 'Bestätigen',
  },
  cze: {
    title: 'Země doručení',
    recommended: 'Doporučujeme náš obchod pro zemi {country}.',
    notPossible: 'Doručení do vaší země není možné.',
    defaultOffer: 'Můžete nakupovat v našem obchodě pro zemi {country}.',
    next: 'Další',
    confirm: 'Potvrdit',
  },
  rum: {
    title: 'Țara de livrare',
    recommended: 'Vă recomandăm magazinul nostru pentru {country}.',
    notPossible: 'Livrarea în țara dumneavoastră nu este posibilă.',
    defaultOffer: 'Puteți cumpăra din magazinul nostru pentru {country}.',
    next: 'Înainte',
    confirm: 'Confirmă',
  },
  slo: {
    title: 'Krajina doručenia',
    recommended: 'Odporúčame náš obchod pre krajinu {country}.',
    notPossible: 'Doručenie do vašej krajiny nie je možné.',
    defaultOffer: 'Môžete nakupovať v našom obchode pre krajinu {country}.',
    next: 'Ďalej',
    confirm: 'Potvrdiť',
  },
  fre: {
    title: 'Pays de livraison',
    recommended: 'Nous vous recommandons notre boutique pour : {country}.',
    notPossible: 'La livraison dans votre pays n’est pas possible.',
    defaultOffer: 'Vous pouvez acheter dans notre boutique pour : {country}.',
    next: 'Suivant',
    confirm: 'Confirmer',
  },
  ukr: {
    title: 'Країна доставки',
    recommended: 'Рекомендуємо наш магазин для країни {country}.',
    notPossible: 'Доставка до вашої країни неможлива.',
    defaultOffer: 'Ви можете зробити покупки в нашому магазині для країни {country}.',
    next: 'Далі',
    confirm: 'Підтвердити',
  },
  hun: {
    title: 'Szállítási ország',
    recommended: 'Üzletünket ajánljuk a következő országhoz: {country}.',
    notPossible: 'Az Ön országába nem lehetséges a szállítás.',
    defaultOffer: 'Vásárolhat üzletünkben a következő országhoz: {country}.',
    next: 'Tovább',
    confirm: 'Megerősítés',
  },
};

/** Language names in their own language, for the language select when the config gives none. */
const LANGUAGE_NAMES: Record<string, string> = {
  pol: 'Polski',
  eng: 'English',
  ger: 'Deutsch',
  cze: 'Čeština',
  rum: 'Română',
  slo: 'Slovenčina',
  fre: 'Français',
  ukr: 'Українська',
  hun: 'Magyar',
  ita: 'Italiano',
  spa: 'Español',
  lit: 'Lietuvių',
  lav: 'Latviešu',
  est: 'Eesti',
};

export const languageName = (id: string, name?: string): string => name ?? LANGUAGE_NAMES[id] ?? id.toUpperCase();
