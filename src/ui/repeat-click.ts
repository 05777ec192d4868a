// The second click of a double click (UIEvent.detail 2, 3 …) is the same intent as the first. A
// button's guard while its request is in flight does not cover it when the first answer came back
// before it (a fast server, a busy device): the button is enabled again and the form would send a
// second time. So a repeat click on a sending submit button submits nothing. A keyboard press has
// detail 0 and always counts.
import type { MouseEvent } from 'react';

/** onClick of a submit button that sends something (adds to the basket, posts a question). */
export function refuseRepeatSubmit(e: MouseEvent<HTMLButtonElement>): void {
  if (e.detail > 1) e.preventDefault();
}
