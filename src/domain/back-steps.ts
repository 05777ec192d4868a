// The breadcrumbs' back button (§2.8).

/**
 * §2.8: the breadcrumbs' back button goes back two history steps when the referrer is this very
 * page (it was reloaded, or reached again through a link to itself), otherwise one.
 */
export function backSteps(referrer: string, current: string): 1 | 2 {
  return referrer !== '' && referrer === current ? 2 : 1;
}
