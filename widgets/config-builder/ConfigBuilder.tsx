// The config builder: the admin's controls on one side, the preview and the script on
// the other. The state is in the hooks; the parts only render it.
import { useId } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { ConfigOutput } from './ConfigOutput.tsx';
import { PageSettings } from './PageSettings.tsx';
import { PasteConfig } from './PasteConfig.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import type { ConfigBuilderProps } from './props.ts';
import { TextOverrides } from './TextOverrides.tsx';
import { useConfigBuilder } from './use-config-builder.ts';
import { useCopy } from './use-copy.ts';
import { usePaste } from './use-paste.ts';
import { usePreview } from './use-preview.ts';
import { useTextFilter } from './use-text-filter.ts';
import { WidgetSwitches } from './WidgetSwitches.tsx';

export function ConfigBuilder(props: ConfigBuilderProps) {
  const { t } = useWidget();
  const b = useConfigBuilder(props);
  const filter = useTextFilter(props.texts, b.choice.texts, b.loads);
  const preview = usePreview(props.preview, b.config);
  const copy = useCopy(b.script);
  const paste = usePaste(b.load);
  const id = useId();
  return (
    <section className="sf-config-builder" aria-labelledby={id + 'title'}>
      <h2 id={id + 'title'}>{t('configBuilder.title')}</h2>
      <p>{t('configBuilder.intro')}</p>
      <div className="sf-config-builder__columns">
        <div className="sf-config-builder__controls">
          <PasteConfig t={t} paste={paste} />
          <PageSettings t={t} choice={b.choice} on={{ language: b.setLanguage, priceType: b.setPriceType, omnibus: b.setOmnibus }} />
          <WidgetSwitches t={t} widgets={props.widgets} mode={b.choice.mode} off={b.choice.off} on={{ mode: b.setMode, widget: b.setWidget }} />
          <TextOverrides t={t} filter={filter} overrides={b.choice.texts} onText={b.setText} />
        </div>
        <div className="sf-config-builder__result">
          {props.preview && <PreviewFrame t={t} preview={preview} />}
          <ConfigOutput t={t} script={b.script} problems={b.problems} copy={copy} />
        </div>
      </div>
    </section>
  );
}
