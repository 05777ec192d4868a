// What the shell's parts share: the runtime's services, the shell's texts, and the checks a
// partial navigation makes before it leaves the page (unsaved changes, §8.4).
import type { Services } from '../core/services.ts';
import type { Translate } from '../core/i18n.ts';

/** Resolves true when the page may be left; `regions` are those a partial navigation replaces. */
export type LeaveGuard = (regions: readonly Element[]) => Promise<boolean>;

export interface ShellContext {
  services: Services;
  t: Translate;
  guards: Set<LeaveGuard>;
}

/** Every guard agrees to leave (asked one after the other: one question at a time). */
export async function mayLeave(guards: ReadonlySet<LeaveGuard>, regions: readonly Element[]): Promise<boolean> {
  for (const guard of guards) {
    const stay = await guard(regions).then(
      (leave) => !leave,
      (e: unknown) => (console.error('storefront page shell: a leave check failed, so the page is left', e), false),
    );
    if (stay) return false;
  }
  return true;
}
