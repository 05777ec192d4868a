// State of the forced-region notice (§4.3): read the §3.20 cookies once, Continue rewrites
// them with showModal false, Restore calls the matching unset mutation (§7.3).
import { useRef, useState } from 'react';
import { deleteCookie, getJSONCookie, setJSONCookie } from '../../src/core/cookies.ts';
import { useWidget } from '../../src/core/widget-context.tsx';
import {
  acknowledged,
  asForcedCookie,
  cookiesOf,
  FORCED_COOKIE_DAYS,
  forcedVariant,
  REGION_COOKIE,
  shouldShowForcedNotice,
  ZIPCODE_COOKIE,
  type RegionForced,
  type ZipcodeForced,
} from '../../src/domain/region-forced.ts';
import { page } from './reload.ts';
import { unsetForced } from './unset.ts';

function readCookies() {
  return {
    region: asForcedCookie<RegionForced>(getJSONCookie(REGION_COOKIE)),
    zipcode: asForcedCookie<ZipcodeForced>(getJSONCookie(ZIPCODE_COOKIE)),
  };
}

export function useForcedRegion() {
  const { config, net, bus, t } = useWidget();
  const [cookies] = useState(readCookies);
  const variant = forcedVariant(cookies.region, cookies.zipcode);
  const [open, setOpen] = useState(() => shouldShowForcedNotice(cookies.region, cookies.zipcode, config.page.type));
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const productPage = config.page.type === 'projector';

  const cont = () => {
    // Only the cookies this notice is about; every other value in them is kept exactly.
    if (variant !== 'zipcode' && cookies.region) setJSONCookie(REGION_COOKIE, acknowledged(cookies.region), { days: FORCED_COOKIE_DAYS, path: '/' });
    if (variant !== 'region' && cookies.zipcode) setJSONCookie(ZIPCODE_COOKIE, acknowledged(cookies.zipcode), { days: FORCED_COOKIE_DAYS, path: '/' });
    setOpen(false);
  };

  const restore = async () => {
    if (!variant || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    let outcome: { ok: true } | { ok: false; message?: string } | null;
    try {
      outcome = await unsetForced(net, variant, productPage);
    } catch {
      outcome = null; // §7.3: a network failure in unset is silent; the notice stays and its button works again
    }
    if (outcome?.ok) {
      for (const name of cookiesOf(variant)) deleteCookie(name, { path: '/' });
      bus.emit('region:changed', {});
      if (productPage) {
        // §4.3: on the product page the cache is reset and the section re-initialised.
        setOpen(false);
        try {
          await (await net()).pageData.refresh(['Projector']);
        } catch {
          // The section's own widgets report a failed refresh.
        }
      } else page.reload();
    } else if (outcome) {
      // The server refused: the notice stays open and the toast says what went wrong.
      bus.emit('toast:requested', { kind: 'error', text: outcome.message || t('forcedRegion.error') });
    }
    busyRef.current = false;
    setBusy(false);
  };

  return {
    /** Whether the notice is shown. */
    open,
    /** Which forced setting the notice is about (region, zip code or both); null for none. */
    variant,
    /** The forced-region cookie (§3.20), as read when the widget mounted. */
    region: cookies.region,
    /** The forced-zipcode cookie (§3.20), as read when the widget mounted. */
    zipcode: cookies.zipcode,
    /** Restore is under way; its button waits. */
    busy,
    /** Continue: keeps the forced setting, marks its cookies shown and closes the notice. */
    cont,
    /** Restore: unsets the forced setting on the server, then reloads the page (or, on a product page, its section). */
    restore,
  };
}
