// prefers-reduced-motion, read where a widget scrolls or animates (WCAG 2.3.3).

/** Whether the shopper asked the system for less motion. */
export const prefersReducedMotion = (win: Window = window): boolean => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** `smooth`, or `auto` (a jump) when the shopper prefers reduced motion. */
export const scrollBehavior = (win: Window = window): ScrollBehavior => (prefersReducedMotion(win) ? 'auto' : 'smooth');
