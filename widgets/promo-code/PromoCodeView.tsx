// The promo-code field's markup for a given state (pure, no hooks). The development shop renders
// the same component as the server's no-JS form (with `form`: where it posts and the page to come
// back to), so the widget mounts over it without moving anything, and a click held while the
// widget loads finds its twin (the same button text) to be replayed on.
// Open: label, field and "apply". Active: the code and "remove". Below both, one line holds the
// message on the field (role=alert) or the status (role=status, outside the two forms so that it
// stays the same live region when the state changes).
import type { FormEvent, RefObject } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import { refuseRepeatSubmit } from '../../src/ui/repeat-click.ts';

export interface PromoCodeViewProps {
  t: Translate;
  /** Element ids: the field and the message (unique on the page). */
  ids: { input: string; message: string };
  active: string | null;
  value: string;
  busy?: boolean;
  error?: { text: string; key: number } | null;
  said?: string;
  /** The server's form: its address and the page to come back to. The widget posts nothing itself. */
  form?: { action: string; returnTo: string };
  on?: {
    change(value: string): void;
    activate(e: FormEvent): void;
    remove(e: FormEvent): void;
  };
  refs?: { input?: RefObject<HTMLInputElement | null>; code?: RefObject<HTMLElement | null> };
}

export function PromoCodeView({ t, ids, active, value, busy, error, said, form, on, refs }: PromoCodeViewProps) {
  const hidden = (mode: 'activate' | 'deactivate') =>
    form && (
      <>
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="return" value={form.returnTo} />
      </>
    );
  const described = error ? ids.message : undefined;
  // Applying is the primary action; removing an active code is the outlined one.
  const button = 'sf-button sf-promo-code__button' + (active === null ? ' sf-button--primary' : ' sf-promo-code__button--remove');
  return (
    <div className="sf-promo-code" data-state={active === null ? 'open' : 'active'}>
      {active === null ? (
        <form className="sf-promo-code__form" action={form?.action} method="post" noValidate onSubmit={on?.activate}>
          {hidden('activate')}
          <label className="sf-promo-code__label" htmlFor={ids.input}>
            {t('promoCode.label')}
          </label>
          <input
            ref={refs?.input}
            id={ids.input}
            className="sf-field sf-promo-code__input"
            type="text"
            name="code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            {...(on ? { value, onChange: (e: { target: HTMLInputElement }) => on.change(e.target.value) } : { defaultValue: value })}
          />
          <button type="submit" className={button} aria-disabled={busy || undefined} onClick={refuseRepeatSubmit}>
            {t('promoCode.activate')}
          </button>
        </form>
      ) : (
        <form className="sf-promo-code__form" action={form?.action} method="post" onSubmit={on?.remove}>
          {hidden('deactivate')}
          <p className="sf-promo-code__label">{t('promoCode.label')}</p>
          <p className="sf-field sf-promo-code__active" ref={refs?.code as RefObject<HTMLParagraphElement | null> | undefined} tabIndex={-1}>
            <span className="sf-visually-hidden">{t('promoCode.activeLabel')} </span>
            <strong className="sf-promo-code__code">{active}</strong>
          </p>
          <button type="submit" className={button} aria-disabled={busy || undefined} onClick={refuseRepeatSubmit} aria-describedby={described}>
            {t('promoCode.remove')}
          </button>
        </form>
      )}
      {error && (
        <p key={error.key} id={ids.message} className="sf-promo-code__error" role="alert">
          {error.text}
        </p>
      )}
      <p className="sf-promo-code__status" role="status">
        {said}
      </p>
    </div>
  );
}
