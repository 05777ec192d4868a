// "Start from an existing config": a field for a pasted config and Load. What was wrong
// shows below the field, linked to it, each problem naming its key and path.
import { useId } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import type { Paste } from './use-paste.ts';

export function PasteConfig({ t, paste }: { t: Translate; paste: Paste }) {
  const id = useId();
  const failed = paste.problems.length > 0;
  return (
    <section className="sf-config-builder__paste" aria-labelledby={id + 'title'}>
      <h3 id={id + 'title'} className="sf-config-builder__heading">
        {t('configBuilder.paste')}
      </h3>
      <form onSubmit={paste.submit} noValidate>
        <label htmlFor={id + 'text'}>{t('configBuilder.paste.label')}</label>
        <textarea
          ref={paste.field}
          id={id + 'text'}
          className="sf-field sf-config-builder__code"
          rows={5}
          spellCheck={false}
          value={paste.text}
          onChange={(e) => paste.setText(e.target.value)}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? id + 'problems' : undefined}
        />
        <button type="submit" className="sf-button sf-button--primary sf-config-builder__button">
          {t('configBuilder.load')}
        </button>
      </form>
      {failed && (
        <div key={paste.tries} id={id + 'problems'} className="sf-config-builder__error" role="alert">
          <p>{t('configBuilder.notLoaded')}</p>
          <ul className="sf-config-builder__problems">
            {paste.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="sf-config-builder__hint" role="status">
        {paste.loaded ? t('configBuilder.loaded') : ''}
      </p>
    </section>
  );
}
