// Toast timing (spec §9.2, §8.2) and the check of a `toast:requested` payload, which may come
// from any script on the page through StorefrontWidgets.emit, so it is not trusted.
import type { ToastKind } from '../core/events.ts';

/** §9.2 "Toast alert display: 4000 ms by default, with a 0.5 s fade". */
export const TOAST_DURATION_MS = 4000;
/** §8.2 / §9.2 "Error alerts show for 10 s by default". */
export const ERROR_TOAST_DURATION_MS = 10_000;
/** The fade runs after the display time, then the toast leaves the DOM. */
export const TOAST_FADE_MS = 500;

export const TOAST_KINDS: readonly ToastKind[] = ['info', 'warning', 'error', 'success'];

export interface ToastRequest {
  kind: ToastKind;
  text: string;
  durationMs: number;
}

/** A positive, finite `durationMs` from the request wins over the kind's default. */
export function toastDuration(kind: ToastKind, requested?: unknown): number {
  if (typeof requested === 'number' && requested > 0 && Number.isFinite(requested)) return requested;
  return kind === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
}

/** Null for a payload without text; an unknown kind shows as info. */
export function normaliseToastRequest(raw: unknown): ToastRequest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { kind, text, durationMs } = raw as Record<string, unknown>;
  if (typeof text !== 'string' || text.trim() === '') return null;
  const k = TOAST_KINDS.includes(kind as ToastKind) ? (kind as ToastKind) : 'info';
  return { kind: k, text, durationMs: toastDuration(k, durationMs) };
}

/** Errors and warnings interrupt (role=alert, assertive); info and success wait (role=status, polite). */
export const isAssertive = (kind: ToastKind): boolean => kind === 'error' || kind === 'warning';
