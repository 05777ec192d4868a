// The shared UI kit. Import what you use; the tooltip is the only piece that pulls in
// @floating-ui/react, and esbuild leaves it out of chunks that do not use it.
export { ServerMarkupSlot } from './server-markup-slot.tsx';
export { uiTexts, mergeCatalogs } from './texts.ts';
export { tabbables } from './focusables.ts';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap.ts';
export { lockScroll } from './scroll-lock.ts';
export { inertOutside, TOP_LAYER_ATTR } from './inert-outside.ts';
export { useModal, type ModalState } from './use-modal.ts';
export { useModalBehaviour, type ModalBehaviourOptions } from './use-modal-behaviour.ts';
export { Modal, type ModalProps } from './Modal.tsx';
export {
  TOAST_DURATION_MS,
  ERROR_TOAST_DURATION_MS,
  TOAST_FADE_MS,
  TOAST_KINDS,
  toastDuration,
  normaliseToastRequest,
  isAssertive,
  type ToastRequest,
} from './toast-timing.ts';
export { useToasts, type ToastItem, type ToastsApi } from './use-toasts.ts';
export { ToastList, type ToastListProps } from './ToastList.tsx';
export { useTooltip, TOOLTIP_HIDE_DELAY_MS } from './use-tooltip.ts';
export { Tooltip, type TooltipProps } from './Tooltip.tsx';
export { typeAheadMatch, TYPE_AHEAD_RESET_MS } from './type-ahead.ts';
export { useListbox, type ListboxOption, type ListboxOptions } from './use-listbox.ts';
export { Dropdown, type DropdownProps } from './Dropdown.tsx';
export { showLoadingOverlay, loadingOverlayElement, type LoadingOverlayHandle } from './loading-overlay.ts';
export { useLoadingOverlay } from './use-loading-overlay.ts';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay.tsx';
