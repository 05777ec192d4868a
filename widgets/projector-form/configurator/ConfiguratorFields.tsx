// The configurator's fields inside the product form (spec §2.10): its items, why the formula gives
// no price (§8.4; the price block keeps its loader on meanwhile), then the share-configuration link.
import { ConfiguratorItemField } from './ConfiguratorItemField.tsx';
import { errorText } from './error-text.ts';
import type { ConfiguratorState } from './use-configurator.ts';

export function ConfiguratorFields({ state }: { state: ConfiguratorState }) {
  const { items, values, visible, shownErrors, t, share, price } = state;
  return (
    <fieldset className="sf-configurator">
      <legend className="sf-projector-form__legend">{t('projector.config.title')}</legend>
      {items.map((item) => {
        const error = shownErrors.get(item.id);
        return (
          <ConfiguratorItemField
            key={item.id}
            item={item}
            values={values[item.id] ?? []}
            visible={visible.has(item.id)}
            error={error ? errorText(item, error, t) : null}
            onChange={(next) => state.setValues(item.id, next)}
            onLeave={() => state.touch(item.id)}
          />
        );
      })}
      {price.status === 'failed' && (
        <p className="sf-configurator__error sf-configurator__price-error" role="alert">
          {price.unreachable ? t('projector.config.priceUnavailable') : (price.message ?? t('projector.config.priceError'))}
        </p>
      )}
      <p className="sf-configurator__share">
        <button type="button" className="sf-projector-form__link" onClick={share.share}>
          {t('projector.config.share')}
        </button>{' '}
        <span role="status">{share.state.status === 'copied' ? t('projector.config.copied') : ''}</span>
      </p>
      {share.state.status === 'manual' && (
        <p className="sf-configurator__manual">
          <label>
            {t('projector.config.copyByHand')}{' '}
            <input className="sf-configurator__control" type="text" readOnly value={share.state.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
        </p>
      )}
    </fieldset>
  );
}
