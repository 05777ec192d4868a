// The forced-region notice (§2.7): what was forced, "Continue", and the restore link.
import { useWidget } from '../../src/core/widget-context.tsx';
import { cookieText, noticeText } from '../../src/domain/region-forced.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { useForcedRegion } from './use-forced-region.ts';

export function ForcedRegion() {
  const { t } = useWidget();
  const s = useForcedRegion();
  if (!s.variant) return null;
  // A field of the wrong type (an object, …) is treated as absent (§3.20).
  const params = {
    country: cookieText(s.region?.currentCountry) ?? '',
    zipcode: cookieText(s.zipcode?.currentZipcode) ?? '',
  };
  const defaults = { country: cookieText(s.region?.defaultCountry) ?? '', zipcode: cookieText(s.zipcode?.defaultZipcode) ?? '' };
  // Without the default's name in the cookie, the link says only what it does.
  const named = (s.variant === 'zipcode' || defaults.country) && (s.variant === 'region' || defaults.zipcode);
  // Closing the notice (×, Escape, outside click) counts as Continue: it must not come back on every page.
  return (
    <Modal open={s.open} onClose={s.cont} title={t('forcedRegion.title')} closeLabel={t('ui.close')} className="sf-forced-region">
      <p className="sf-forced-region__text" data-variant={s.variant}>
        {t('forcedRegion.' + noticeText(s.variant, params.country, params.zipcode), params)}
      </p>
      <div className="sf-forced-region__actions">
        <button type="button" className="sf-forced-region__continue" onClick={s.cont}>
          {t('forcedRegion.continue')}
        </button>
        <button type="button" className="sf-forced-region__restore" onClick={s.restore} aria-disabled={s.busy || undefined}>
          {named ? t('forcedRegion.restore.' + s.variant, defaults) : t('forcedRegion.restore')}
        </button>
      </div>
    </Modal>
  );
}
