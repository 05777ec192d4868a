// The page shell's texts (Polish first, docs/design.md §7); the shop's `texts` config overrides any key.
import type { Catalogs } from '../core/i18n.ts';

export const shellTexts: Catalogs = {
  pl: {
    'shell.loading': 'Ładowanie…',
    'shell.pageLoaded': 'Wczytano stronę: {title}',
    'shell.unsaved.title': 'Niezapisane zmiany',
    'shell.unsaved.message': 'Masz niezapisane zmiany. Czy na pewno chcesz opuścić stronę?',
    'shell.unsaved.stay': 'Zostań na stronie',
    'shell.unsaved.leave': 'Opuść stronę',
  },
  it: {
    'shell.loading': 'Caricamento…',
    'shell.pageLoaded': 'Pagina caricata: {title}',
    'shell.unsaved.title': 'Modifiche non salvate',
    'shell.unsaved.message': 'Hai modifiche non salvate. Vuoi davvero lasciare la pagina?',
    'shell.unsaved.stay': 'Resta sulla pagina',
    'shell.unsaved.leave': 'Lascia la pagina',
  },
  en: {
    'shell.loading': 'Loading…',
    'shell.pageLoaded': 'Page loaded: {title}',
    'shell.unsaved.title': 'Unsaved changes',
    'shell.unsaved.message': 'You have unsaved changes. Do you really want to leave this page?',
    'shell.unsaved.stay': 'Stay on this page',
    'shell.unsaved.leave': 'Leave this page',
  },
};
