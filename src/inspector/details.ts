// The details of one marker, shown when its badge is pressed: state, load condition, timing, the
// error with the path of each schema issue, the props, and the bulk sections declared and read.
import type { Translate } from '../core/i18n.ts';
import { h } from './dom.ts';
import type { MarkerReport } from './report.ts';

export const stateText = (t: Translate, r: Pick<MarkerReport, 'state'>): string => t('inspector.state.' + r.state);

/** The badge's text: name · state · load condition · time to mount. */
export function badgeText(t: Translate, r: MarkerReport): string {
  const parts = [r.name, stateText(t, r)];
  if (r.when) parts.push(r.when);
  if (r.timing.kind === 'mounted') parts.push(t('inspector.mountedAfter', { ms: r.timing.ms }));
  return parts.join(' · ');
}

function timingText(t: Translate, r: MarkerReport): string {
  const timing = r.timing;
  return timing.kind === 'mounted' ? t('inspector.timing.mounted', { ms: timing.ms, render: timing.render }) : t('inspector.timing.' + timing.kind);
}

const list = (t: Translate, sections: readonly string[]) => (sections.length ? sections.join(', ') : t('inspector.sections.none'));

/** The dialog's content (its heading and close button stay). */
export function detailsBody(t: Translate, r: MarkerReport): HTMLElement {
  const reason = r.state === 'disabled' || r.state === 'skipped' || r.state === 'unknown' ? h('p', {}, t('inspector.reason.' + r.state)) : null;
  const error = r.error
    ? [
        h('dt', {}, t('inspector.error')),
        h('dd', { class: 'issues' }, r.error.message, r.error.issues.length > 1 ? h('ul', {}, ...r.error.issues.map((i) => h('li', {}, i))) : null),
      ]
    : [];
  const props = r.props ? h('pre', { tabindex: '0', 'aria-label': t('inspector.props') }, JSON.stringify(r.props.value, null, 2)) : null;
  return h(
    'div',
    {},
    reason,
    h(
      'dl',
      {},
      h('dt', {}, t('inspector.state')),
      h('dd', {}, stateText(t, r)),
      ...(r.when ? [h('dt', {}, t('inspector.when')), h('dd', {}, 'data-when="' + r.when + '"')] : []),
      h('dt', {}, t('inspector.timing')),
      h('dd', {}, timingText(t, r)),
      ...error,
      h('dt', {}, t('inspector.props')),
      h('dd', {}, r.props ? t(r.props.parsed ? 'inspector.props.parsed' : 'inspector.props.raw') : t('inspector.props.none'), props),
      h('dt', {}, t('inspector.sections')),
      h('dd', {}, t('inspector.sections.declared', { list: list(t, r.declared) })),
      r.read ? h('dd', {}, t('inspector.sections.read', { list: list(t, r.read) })) : null,
    ),
  );
}
