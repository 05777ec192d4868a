// The tell-me-when-available dialog's state (spec §4.13, §5.1, §5.7, §7.5, §8.3): the sold-out
// size it is about, the e-mail and the shop's own fields (checked by the customer forms' rules),
// the captcha token, and the call:
//   GET /ajax/projector.php?action=set_product_observed&product=&size=&email=&mode=2&recaptcha=&field={JSON}
// A double submit sends once (a ref: state lands too late). "mail" goes on the e-mail field; the
// other answers show above the button; success closes the dialog (§4.13) and says so. Nothing the
// shopper typed is lost on a failure.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createTranslate, type Translate } from '../../../src/core/i18n.ts';
import { describeIssue } from '../../../src/core/schema-errors.ts';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { notifyOutcome } from '../../../src/domain/notify-answer.ts';
import { checkField, type Problem } from '../../../src/domain/validation.ts';
import type { DialogProps, SizeView } from '../view.ts';
import { captchaToken, prepareCaptcha } from './captcha.ts';
import { NotifyAnswer, NotifyProps, type NotifyField } from './schema.ts';
import { texts } from './texts.ts';

export const EMAIL = 'email';
/** §7.5, the form's legacy.ts LEGACY_URL (not imported: it would split a chunk off the form). */
const LEGACY_URL = '/ajax/projector.php';

export interface NotifyState {
  t: Translate;
  fields: NotifyField[];
  /** The sizes one can ask about: sold out, or status "disable". */
  sizes: SizeView[];
  size: string;
  chooseSize(id: string): void;
  values: Record<string, string | boolean>;
  set(name: string, value: string | boolean): void;
  /** Per field name: the text under it ('' for an unchecked checkbox, §5.1). */
  problems: Record<string, string>;
  /** The answer's text above the button (§8.3), or the connection error. */
  error: string | null;
  sending: boolean;
  /** After success: the dialog closed, this says so where it was opened. */
  done: string | null;
  submit(e: FormEvent<HTMLFormElement>): void;
}

function problemText(p: Problem, t: Translate): string {
  if (p.code === 'incorect_email') return t('projector.notify.mail');
  if (p.code === 'checkbox') return '';
  return ['required', 'minlength', 'maxlength', 'digits'].includes(p.code) ? t('projector.notify.' + p.code, p.params) : t('projector.notify.phone');
}

export function useNotify({ open, onClose, props, view, soldOut: sizes, connectionError }: DialogProps): NotifyState {
  const { config, bus, net, name, shell } = useWidget();
  const t = useMemo(() => createTranslate(config.language, texts, config.texts), [config.language, config.texts]);
  // Checked here, not in the form's schema (props.ts). Bad fields are reported by path, and the
  // dialog still asks for the e-mail: the shopper loses nothing.
  const fields = useMemo(() => {
    const r = NotifyProps.safeParse(props.notify ?? {});
    if (r.success) return r.data.fields ?? [];
    console.error(`${name}: ` + describeIssue('data-props.notify', r.error.issues[0]!, props.notify) + ' (only the e-mail field is shown)');
    return [];
  }, [props.notify, name]);
  const [size, chooseSize] = useState(() => sizes[0]?.serverId ?? '');
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (open) prepareCaptcha(config, shell);
  }, [open, config, shell]);

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const email = checkField({ kind: 'email', value: String(values[EMAIL] ?? ''), required: true });
    if (email) found[EMAIL] = problemText(email, t);
    for (const f of fields) {
      const v = values[f.name];
      const p = checkField({
        kind: f.kind ?? 'text',
        value: typeof v === 'string' ? v : '',
        checked: v === true,
        required: !!f.required,
        minLength: f.minLength,
        maxLength: f.maxLength,
      });
      if (p) found[f.name] = problemText(p, t);
    }
    return found;
  };

  const send = async () => {
    const token = await captchaToken(config, bus, shell, name);
    const field = Object.fromEntries(
      fields.map((f) => [f.name, f.kind === 'checkbox' ? (values[f.name] === true ? '1' : '') : String(values[f.name] ?? '').trim()]),
    );
    const q = new URLSearchParams({ action: 'set_product_observed', product: String(view.product.id), size, email: String(values[EMAIL]).trim(), mode: '2' });
    if (token !== null) q.set('recaptcha', token);
    q.set('field', JSON.stringify(field));
    const { http } = await net();
    const { data } = await http.request(LEGACY_URL + '?' + q.toString(), { method: 'GET' }, NotifyAnswer, LEGACY_URL);
    return notifyOutcome(data);
  };

  return {
    t,
    fields,
    sizes,
    size,
    chooseSize,
    values,
    set: (key, value) => setValues((v) => ({ ...v, [key]: value })),
    problems,
    error,
    sending,
    done,
    submit(e) {
      e.preventDefault();
      e.stopPropagation(); // the dialog is a portal inside the product form's React tree
      if (inFlight.current) return;
      const found = check();
      setProblems(found);
      setError(null);
      if (Object.keys(found).length) {
        const first = Object.keys(found)[0]!;
        e.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
        return;
      }
      inFlight.current = true;
      setSending(true);
      send()
        .then((outcome) => {
          if (outcome === 'success') {
            const text = t('projector.notify.success');
            setDone(text);
            bus.emit('toast:requested', { kind: 'success', text });
            onClose();
          } else if (outcome === 'mail') setProblems({ [EMAIL]: t('projector.notify.mail') });
          else setError(t(outcome === 'error' ? 'projector.addError' : 'projector.notify.' + outcome));
        })
        .catch((err: unknown) => {
          // No answer, a broken one, or the captcha provider failed: the connection text.
          console.error(`${name}: tell me when available:`, err);
          setError(connectionError);
        })
        .finally(() => {
          inFlight.current = false;
          setSending(false);
        });
    },
  };
}
