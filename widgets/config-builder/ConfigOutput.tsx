// The result: the `storefront-config` script, what the loader's schema says of it, and Copy.
import { useId } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import type { Copy } from './use-copy.ts';

export interface ConfigOutputProps {
  t: Translate;
  script: string;
  problems: readonly string[];
  copy: Copy;
}

export function ConfigOutput({ t, script, problems, copy }: ConfigOutputProps) {
  const id = useId();
  return (
    <section className="sf-config-builder__output" aria-labelledby={id + 'title'}>
      <h3 id={id + 'title'} className="sf-config-builder__heading">
        {t('configBuilder.output')}
      </h3>
      <textarea
        ref={copy.field}
        className="sf-field sf-config-builder__code"
        readOnly
        rows={12}
        spellCheck={false}
        value={script}
        aria-labelledby={id + 'title'}
        aria-describedby={id + 'check'}
      />
      <div id={id + 'check'} className="sf-config-builder__hint">
        {problems.length ? (
          <ul className="sf-config-builder__problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : (
          t('configBuilder.output.valid')
        )}
      </div>
      <button type="button" className="sf-button sf-button--primary sf-config-builder__button" onClick={copy.copy}>
        {t('configBuilder.copy')}
      </button>
      <p className="sf-config-builder__hint" role="status">
        {copy.said === 'copied' ? t('configBuilder.copied') : copy.said === 'selected' ? t('configBuilder.copySelect') : ''}
      </p>
    </section>
  );
}
