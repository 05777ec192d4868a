// Texts of the server's dialog top layers (Polish first, docs/design.md §7); the shop's `texts` config
// overrides any key. The server names its own dialogs; these are the fall-backs (README "Snippets").
import type { Catalogs } from '../../core/i18n.ts';

export const snippetTexts: Catalogs = {
  pl: {
    'shell.toplayer.close': 'Zamknij',
    'shell.toplayer.name': 'Komunikat sklepu',
  },
  it: {
    'shell.toplayer.close': 'Chiudi',
    'shell.toplayer.name': 'Messaggio del negozio',
  },
  en: {
    'shell.toplayer.close': 'Close',
    'shell.toplayer.name': 'Message from the shop',
  },
};
