// The product page's "available in stores" trigger and dialog (§2.10 store stocks dialog).
import { useRef, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { Dropdown } from '../../src/ui/Dropdown.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { StoreEntryItem } from './StoreEntryItem.tsx';
import type { StoreStockProps } from './props.ts';
import { useStoreStock, type StoreStockState } from './use-store-stock.ts';
import { useStoresMap } from './use-stores-map.ts';

export function StoreStock(props: StoreStockProps) {
  const { t } = useWidget();
  const s = useStoreStock(props);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <div className="sf-store-stock">
      <button ref={trigger} type="button" className="sf-store-stock__trigger" aria-haspopup="dialog" onClick={s.openDialog}>
        {t('storeStock.trigger')}
      </button>
      {!s.sizeId && <p className="sf-store-stock__hint">{t('storeStock.chooseSize')}</p>}
      <Modal
        open={s.open}
        onClose={s.closeDialog}
        title={t('storeStock.title')}
        closeLabel={t('ui.close')}
        returnFocus={trigger.current}
        className="sf-store-stock__dialog"
      >
        <DialogBody props={props} s={s} />
      </Modal>
    </div>
  );
}

function DialogBody({ props, s }: { props: StoreStockProps; s: StoreStockState }) {
  const { t } = useWidget();
  const [selected, setSelected] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Marker → entry: expand it and move focus to its toggle.
  const onMarker = (key: string) => {
    setSelected(key);
    s.toggle(key, true);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-store-key="${CSS.escape(key)}"]`)?.focus());
  };
  const showMap = props.map !== false && s.data.status === 'ready' && s.sizeId !== null && s.entries.length > 0;

  if (s.data.status === 'loading' || s.data.status === 'idle') return <p role="status">{t('storeStock.loading')}</p>;
  if (s.data.status === 'error')
    return (
      <div role="alert">
        <p>{t('storeStock.error')}</p>
        <button type="button" onClick={s.retry}>
          {t('storeStock.retry')}
        </button>
      </div>
    );
  const sizeOptions = s.sizes.map((z) => ({ value: z.id, label: z.name ?? z.id }));
  const cityOptions = [{ value: '', label: t('storeStock.allCities') }, ...s.cities.map((c) => ({ value: c, label: c }))];
  return (
    <div className="sf-store-stock__body">
      <div className="sf-store-stock__filters">
        {s.sizes.length > 1 && (
          <Dropdown
            label={t('storeStock.size')}
            options={sizeOptions}
            value={s.sizeId}
            onChange={s.chooseSize}
            placeholder={t('ui.choose')}
            className="sf-store-stock__size"
          />
        )}
        {s.sizeId && s.cities.length > 1 && (
          <Dropdown label={t('storeStock.city')} options={cityOptions} value={s.city} onChange={s.chooseCity} className="sf-store-stock__city" />
        )}
      </div>
      <div role="status" className="sf-store-stock__status">
        {!s.sizeId ? (
          <p className="sf-store-stock__message">{t('storeStock.chooseSize')}</p>
        ) : s.entries.length === 0 ? (
          <p className="sf-store-stock__message">{t('storeStock.none')}</p>
        ) : (
          <p className="sf-store-stock__count">{t('storeStock.count', { count: s.entries.length })}</p>
        )}
      </div>
      {s.sizeId && s.entries.length > 0 && (
        <div className="sf-store-stock__content">
          <ul ref={listRef} className="sf-store-stock__list">
            {s.entries.map((e) => (
              <StoreEntryItem
                key={e.key}
                entry={e}
                expanded={s.expanded.has(e.key)}
                onToggle={() => {
                  const opening = !s.expanded.has(e.key);
                  s.toggle(e.key);
                  if (opening) setSelected(e.key);
                }}
              />
            ))}
          </ul>
          {showMap && <StoresMap props={props} entries={s.entries} selected={selected} onSelect={onMarker} />}
        </div>
      )}
    </div>
  );
}

function StoresMap({
  props,
  entries,
  selected,
  onSelect,
}: {
  props: StoreStockProps;
  entries: Parameters<typeof useStoresMap>[1];
  selected: string | null;
  onSelect(key: string): void;
}) {
  const { t } = useWidget();
  const m = useStoresMap(props, entries, selected, onSelect);
  return (
    <div className="sf-store-stock__map-wrap">
      <div ref={m.ref} className="sf-store-stock__map" role="region" aria-label={t('storeStock.map')} aria-busy={!m.ready} />
      <div className="sf-store-stock__zoom">
        <button type="button" aria-label={t('storeStock.zoomIn')} onClick={() => m.zoomBy(1)}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" aria-label={t('storeStock.zoomOut')} onClick={() => m.zoomBy(-1)}>
          <span aria-hidden="true">−</span>
        </button>
      </div>
      {props.attribution && <p className="sf-store-stock__attribution">{props.attribution}</p>}
    </div>
  );
}
