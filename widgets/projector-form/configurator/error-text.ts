// The sentence for a configurator error (spec §5.7), in the page's language.
import type { Translate } from '../../../src/core/i18n.ts';
import type { ConfiguratorError, ConfiguratorItem } from '../../../src/domain/configurator.ts';

export function errorText(item: ConfiguratorItem, error: ConfiguratorError, t: Translate): string {
  if (error.key === 'required') return t(item.type === 'checkbox' ? 'projector.config.required' : 'projector.config.requiredValue');
  if (error.key === 'number') return t('projector.config.number');
  return t('projector.config.' + error.key, { n: error.n });
}
