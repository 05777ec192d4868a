// Background scroll lock for modals, counted so nested modals share one lock: the first lock
// saves the body's inline overflow and padding, the last unlock puts them back exactly.
// The scrollbar's width becomes padding so the page does not shift sideways.
let count = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(): () => void {
  const body = document.body;
  if (count++ === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const bar = window.innerWidth - document.documentElement.clientWidth;
    if (bar > 0) body.style.paddingRight = `calc(${saved.paddingRight || '0px'} + ${bar}px)`;
    body.style.overflow = 'hidden';
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--count === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
