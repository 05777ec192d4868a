// The ask-about-product form inside the dialog: the server form's fields (labels, limits, autocomplete),
// each with its message under it, and the send failure above the button. The server form's other
// content (a description, a consent note) is shown around the fields as the server had it.
import { useId } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { LeftoverNodes } from '../../src/ui/LeftoverNodes.tsx';
import type { AskForm } from './read-questions.ts';
import { useAskForm } from './use-ask-form.ts';
import { refuseRepeatSubmit } from '../../src/ui/repeat-click.ts';

export function AskFormFields({ form, onSent }: { form: AskForm; onSent: () => void }) {
  const { t } = useWidget();
  const m = useAskForm(form, onSent);
  const uid = useId();
  return (
    <form
      className="sf-product-questions__form"
      action={form.action}
      method="post"
      noValidate
      aria-busy={m.sending || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        m.submit();
      }}
    >
      <LeftoverNodes nodes={form.before} />
      {form.fields.map((f) => {
        const id = uid + f.id;
        const error = m.errors[f.name] ?? '';
        const common = {
          id,
          name: f.name,
          value: m.values[f.name] ?? '',
          required: f.required,
          autoComplete: f.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? id + '-error' : undefined,
          className: 'sf-product-questions__input' + (error ? ' sf-product-questions__input--error' : ''),
        };
        return (
          <p key={f.name} className="sf-product-questions__field">
            <label htmlFor={id}>{f.label}</label>
            {f.multiline ? (
              <textarea {...common} rows={4} ref={m.fieldRef(f.name)} onChange={(e) => m.change(f.name, e.target.value)} />
            ) : (
              <input {...common} type={f.type} ref={m.fieldRef(f.name)} onChange={(e) => m.change(f.name, e.target.value)} />
            )}
            {error && (
              <span className="sf-product-questions__error" id={id + '-error'}>
                {error}
              </span>
            )}
          </p>
        );
      })}
      <LeftoverNodes nodes={form.after} />
      <p className="sf-product-questions__failure" role="alert">
        {m.failure}
      </p>
      <p className="sf-product-questions__actions">
        <button
          className="sf-button sf-button--primary sf-product-questions__send"
          type="submit"
          onClick={refuseRepeatSubmit}
          aria-disabled={m.sending || undefined}
        >
          {m.sending ? t('productQuestions.sending') : form.submitLabel}
        </button>
      </p>
    </form>
  );
}
