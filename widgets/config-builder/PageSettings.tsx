// The page's settings: language, price type and the three omnibus options (§9.4).
import { LANGUAGES, type Language, type Translate } from '../../src/core/i18n.ts';
import type { BuilderChoice } from '../../src/domain/config-builder.ts';
import type { OmnibusSettings } from '../../src/domain/omnibus-settings.ts';
import { RadioGroup } from './RadioGroup.tsx';

const OMNIBUS: ReadonlyArray<keyof OmnibusSettings> = ['enabled', 'rebateCodeActivate', 'hidePercentageDiscounts'];
const PRICE_TYPES = ['gross', 'net'] as const;

export interface PageSettingsProps {
  t: Translate;
  choice: BuilderChoice;
  on: {
    language(language: Language): void;
    priceType(priceType: BuilderChoice['priceType']): void;
    omnibus(option: keyof OmnibusSettings, on: boolean): void;
  };
}

export function PageSettings({ t, choice, on }: PageSettingsProps) {
  return (
    <div className="sf-config-builder__settings">
      <h3 className="sf-config-builder__heading">{t('configBuilder.settings')}</h3>
      <RadioGroup
        legend={t('configBuilder.language')}
        options={LANGUAGES.map((l) => ({ value: l, label: t('configBuilder.language.' + l), lang: l }))}
        value={choice.language}
        onChange={on.language}
      />
      <RadioGroup
        legend={t('configBuilder.priceType')}
        options={PRICE_TYPES.map((p) => ({ value: p, label: t('configBuilder.priceType.' + p) }))}
        value={choice.priceType}
        onChange={on.priceType}
      />
      <fieldset className="sf-config-builder__group">
        <legend>{t('configBuilder.omnibus')}</legend>
        {OMNIBUS.map((o) => (
          <label key={o} className="sf-config-builder__choice">
            <input type="checkbox" name={'omnibus.' + o} checked={choice.omnibus[o]} onChange={(e) => on.omnibus(o, e.target.checked)} />
            {t('configBuilder.omnibus.' + o)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
