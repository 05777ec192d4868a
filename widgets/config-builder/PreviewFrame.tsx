// The live preview: which page, and the page itself in a frame named after it.
import { useId } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import type { Preview } from './use-preview.ts';

export function PreviewFrame({ t, preview }: { t: Translate; preview: Preview }) {
  const id = useId();
  const label = preview.pages.find((p) => p.path === preview.page)?.label ?? preview.page;
  return (
    <section className="sf-config-builder__preview" aria-labelledby={id + 'title'}>
      <h3 id={id + 'title'} className="sf-config-builder__heading">
        {t('configBuilder.preview')}
      </h3>
      <label htmlFor={id + 'page'}>{t('configBuilder.preview.page')}</label>{' '}
      <select id={id + 'page'} className="sf-field sf-config-builder__input" value={preview.page} onChange={(e) => preview.setPage(e.target.value)}>
        {preview.pages.map((p) => (
          <option key={p.path} value={p.path}>
            {p.label}
          </option>
        ))}
      </select>
      <p className="sf-config-builder__hint" role="status">
        {preview.tooLong ? t('configBuilder.preview.tooLong') : ''}
      </p>
      {preview.src && <iframe className="sf-config-builder__frame" title={t('configBuilder.preview.frame', { page: label })} src={preview.src} />}
    </section>
  );
}
