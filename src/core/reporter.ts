// The client error reporter (spec §7.1): POST {graphqlUrl}?JSerror={stack} with a fixed
// "hello" query; the answer is ignored. Capped and de-duplicated so that a crash loop
// cannot flood the endpoint; a 429 answer switches it off for the page.

/** Where widgets, the loader and the runtime send an error (spec §7.1). */
export interface Reporter {
  report(error: unknown, widget?: string): void;
}

const BODY = '{"query":"query { hello }"}';
const MAX_LENGTH = 1500;

export function createReporter(graphqlUrl: string, cap = 5): Reporter & { sent(): number } {
  // De-duplicated by what failed where: the message and the innermost stack frame, whichever
  // widget met it and however it was reached. One failed /ajax/get.php rejects every widget that
  // reads it (and any retry fails in the same place), and that is one report, named after the
  // first widget.
  const seen = new Set<string>();
  let sent = 0;
  let stopped = false;
  return {
    report(error, widget) {
      const e = error as { stack?: string; message?: string } | undefined;
      const what = e?.stack || e?.message || String(error);
      const text = ((widget ? widget + ': ' : '') + what).slice(0, MAX_LENGTH);
      const key = what.split('\n', 2).join('\n');
      if (stopped || sent >= cap || seen.has(key)) return;
      seen.add(key);
      sent++;
      const url = graphqlUrl + (graphqlUrl.includes('?') ? '&' : '?') + 'JSerror=' + encodeURIComponent(text);
      fetch(url, { method: 'POST', body: BODY, headers: { 'content-type': 'application/json' }, keepalive: true }).then(
        (r) => {
          if (r.status === 429) stopped = true;
        },
        () => {},
      );
    },
    sent: () => sent,
  };
}

/** The reporter for a page's raw config (`graphqlUrl`, default /graphql/v1/); read here, not in the entry. */
export function reporterFor(rawConfig: Record<string, unknown>): Reporter {
  return createReporter(typeof rawConfig.graphqlUrl === 'string' ? rawConfig.graphqlUrl : '/graphql/v1/');
}
