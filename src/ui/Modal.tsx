// The generic modal (spec §2.9): role=dialog, aria-modal, labelled by its title, rendered into
// its own container at the end of <body>. Behaviour lives in useModalBehaviour.
import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalBehaviour } from './use-modal-behaviour.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's visible title (its accessible name). */
  title: ReactNode;
  /** The close button's label, e.g. t('ui.close'). */
  closeLabel: string;
  children?: ReactNode;
  /** Focused on open; default: the first tabbable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused on close; default: the element focused when the modal opened. */
  returnFocus?: HTMLElement | null;
  className?: string;
}

export function Modal({ open, onClose, title, closeLabel, children, initialFocus, returnFocus, className }: ModalProps) {
  const { container, overlayRef, dialogRef } = useModalBehaviour({ open, onClose, initialFocus, returnFocus });
  const titleId = useId();
  if (!open || !container) return null;
  return createPortal(
    <div ref={overlayRef} className="sf-modal">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={'sf-modal__dialog' + (className ? ' ' + className : '')}
      >
        <div className="sf-modal__head">
          <h2 id={titleId} className="sf-modal__title">
            {title}
          </h2>
          <button type="button" className="sf-modal__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sf-modal__body">{children}</div>
      </div>
    </div>,
    container,
  );
}
