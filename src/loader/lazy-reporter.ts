// The entry's reporter: the real one (src/core/reporter.ts, spec §7.1) loads only when something first
// goes wrong, so pages that never fail never download it. Kept in the entry it would cost every
// page ~200 bytes gzip of the 3 KB entry budget.
import type { reporterFor, Reporter } from '../core/reporter.ts';

export function lazyReporter(rawConfig: Record<string, unknown>, load: () => Promise<{ reporterFor: typeof reporterFor }>): Reporter {
  let real: Promise<Reporter> | undefined;
  return {
    report(error, widget) {
      (real ??= load().then((m) => m.reporterFor(rawConfig))).then(
        (r) => r.report(error, widget),
        () => {}, // Offline or the chunk is gone: the console error already told the developer.
      );
    },
  };
}
