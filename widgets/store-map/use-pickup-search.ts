// The pickup-point search (§7.4 searchPickupPoints, which returns data and gps) by address or by
// the visitor's location, with the §8.4 messages: no pickup points, geolocation prompt, no permission.
import { useCallback, useRef, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { fromPickupPoint, type StorePoint } from './points.ts';
import { SEARCH_PICKUP_POINTS, SearchPickupPointsData } from './schema.ts';

export type SearchMessage = 'locating' | 'noPermission' | 'noGeolocation' | 'noPoints' | 'searchError' | null;

export interface PickupSearch {
  /** A search is under way. */
  busy: boolean;
  /** The §8.4 message to show (its text key under storeMap.*); null for none. */
  message: SearchMessage;
  /** Searches the pickup points near an address. */
  byAddress(query: string): void;
  /** Asks for the visitor's location, then searches the pickup points near it. */
  byLocation(): void;
}

export function usePickupSearch(
  courierId: string | undefined,
  onResult: (points: StorePoint[], gps: { lat: number; lng: number } | null) => void,
): PickupSearch {
  const { net } = useWidget();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SearchMessage>(null);
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(
    async (input: Record<string, unknown>) => {
      abort.current?.abort();
      const ctrl = new AbortController();
      abort.current = ctrl;
      setBusy(true);
      try {
        const { graphql } = await net();
        const data = await graphql.call(
          'query=searchPickupPoints',
          SEARCH_PICKUP_POINTS,
          SearchPickupPointsData,
          { input: { ...input, courierId, limit: 50 } },
          ctrl.signal,
        );
        if (ctrl.signal.aborted) return;
        const list = (data.searchPickupPoints?.data ?? []).map(fromPickupPoint);
        const gps = data.searchPickupPoints?.gps;
        setMessage(list.length ? null : 'noPoints');
        onResult(list, gps ? { lat: gps.latitude, lng: gps.longitude } : null);
      } catch (e) {
        if (!ctrl.signal.aborted) setMessage('searchError');
        void e;
      } finally {
        if (abort.current === ctrl) setBusy(false);
      }
    },
    [net, courierId, onResult],
  );

  const byAddress = useCallback(
    (query: string) => {
      if (query.trim()) void run({ query: query.trim() });
    },
    [run],
  );

  const byLocation = useCallback(() => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) return setMessage('noGeolocation');
    // §8.4: the geolocation prompt, then "the map lacks permission" when refused.
    setMessage('locating');
    geo.getCurrentPosition(
      (pos) => {
        setMessage(null);
        void run({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
      },
      (err) => setMessage(err.code === err.PERMISSION_DENIED ? 'noPermission' : 'noGeolocation'),
      { timeout: 10000, maximumAge: 60000 },
    );
  }, [run]);

  return { busy, message, byAddress, byLocation };
}
