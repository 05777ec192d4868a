// Toasts in two live regions that exist before any toast does (so additions are announced):
// info and success in a polite role=status, errors and warnings in an assertive role=alert.
// The wrapper is a top layer: a modal leaves it live and clickable (see inert-outside.ts).
import type { ToastKind } from '../core/events.ts';
import { TOP_LAYER_ATTR } from './inert-outside.ts';
import { isAssertive } from './toast-timing.ts';
import type { ToastItem } from './use-toasts.ts';

export interface ToastListProps {
  toasts: readonly ToastItem[];
  /** The close button's label, e.g. t('ui.close'). */
  closeLabel: string;
  /** Spoken before the text (the colour and icon alone do not tell the kind). */
  kindLabels: Record<ToastKind, string>;
  onDismiss(id: number): void;
  onPause?(id: number): void;
  onResume?(id: number): void;
  className?: string;
}

export function ToastList(props: ToastListProps) {
  const { toasts, className } = props;
  const top = { [TOP_LAYER_ATTR]: '' };
  return (
    <div className={'sf-toasts' + (className ? ' ' + className : '')} {...top}>
      <div className="sf-toasts__region" role="status" aria-live="polite">
        {toasts
          .filter((t) => !isAssertive(t.kind))
          .map((t) => (
            <Toast key={t.id} toast={t} {...props} />
          ))}
      </div>
      <div className="sf-toasts__region" role="alert" aria-live="assertive">
        {toasts
          .filter((t) => isAssertive(t.kind))
          .map((t) => (
            <Toast key={t.id} toast={t} {...props} />
          ))}
      </div>
    </div>
  );
}

function Toast({ toast, closeLabel, kindLabels, onDismiss, onPause, onResume }: ToastListProps & { toast: ToastItem }) {
  const pause = () => onPause?.(toast.id);
  const resume = () => onResume?.(toast.id);
  return (
    <div
      className={`sf-toast sf-toast--${toast.kind}`}
      data-leaving={toast.leaving ? '' : undefined}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <p className="sf-toast__text">
        <span className="sf-visually-hidden">{kindLabels[toast.kind]}: </span>
        {toast.text}
      </p>
      <button type="button" className="sf-toast__close" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
