// Texts of the toast alerts; the close label comes from the kit (`ui.close`).
import type { Catalogs } from '../../src/core/i18n.ts';
import { mergeCatalogs, uiTexts } from '../../src/ui/texts.ts';

export const texts: Catalogs = mergeCatalogs(uiTexts, {
  pl: { 'toasts.info': 'Informacja', 'toasts.warning': 'Ostrzeżenie', 'toasts.error': 'Błąd', 'toasts.success': 'Sukces' },
  it: { 'toasts.info': 'Informazione', 'toasts.warning': 'Avviso', 'toasts.error': 'Errore', 'toasts.success': 'Operazione riuscita' },
  en: { 'toasts.info': 'Information', 'toasts.warning': 'Warning', 'toasts.error': 'Error', 'toasts.success': 'Success' },
});
