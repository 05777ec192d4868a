// The inspector on the page: an outline over every marker and a badge beside it, and a panel at
// the end of the page with the summary (and the badges that found no free place). All of it lives
// in one shadow root inside an <aside> landmark, kept up to date in place (the focus stays on the
// badge it was on) as markers change state, come and go, and the page moves. Nothing of it covers a
// control of the page (./placement.ts); the details open in a modal dialog (./details-dialog.ts).
import type { Translate } from '../core/i18n.ts';
import { readPropsJSON } from '../runtime/props.ts';
import { parseWhen } from '../loader/conditions.ts';
import type { InspectorInput, Runtime } from '../loader/types.ts';
import { h } from './dom.ts';
import { badgeText } from './details.ts';
import { createDetailsDialog } from './details-dialog.ts';
import { overlaps, placeBadge, type Box } from './placement.ts';
import { countByState, reportOf, type MarkerReport } from './report.ts';
import { addStyles } from './styles.ts';

interface Shown {
  outline: HTMLElement;
  badge: HTMLButtonElement;
  /** The badge's place in the panel's list, when it found none beside its marker. */
  item: HTMLLIElement;
  report?: MarkerReport;
}

/** What a shopper can click or focus: a badge must not cover it. */
const CONTROLS =
  'a[href],button,input:not([type=hidden]),select,textarea,summary,[tabindex]:not([tabindex="-1"]),[contenteditable=""],[contenteditable="true"]';

/** Space kept between a badge and anything it must not cover: half of WCAG 2.5.8's 24 px. */
const SPACING = 12;

export interface Overlay {
  open(): boolean;
  focus(): void;
  close(): void;
}

export function openOverlay(input: InspectorInput, doc: Document, t: Translate, onClose: () => void): Overlay {
  const host = h('aside', { 'aria-label': t('inspector.title'), 'data-storefront-inspector': '' });
  const shadow = host.attachShadow({ mode: 'open' });
  const layer = h('div', { class: 'layer' });
  const summary = h('p', { role: 'status' });
  const unplaced = h('ul');
  const unplacedHeading = h('h3', {}, t('inspector.offscreen'));
  const closeButton = h('button', { type: 'button', class: 'close' }, t('inspector.close'));
  const panelTitle = h('h2', { tabindex: '-1' }, t('inspector.title'));
  const panel = h('div', { class: 'panel' }, panelTitle, summary, unplacedHeading, unplaced, closeButton);
  // The panel first: from its heading, Tab reaches the listed badges, then those on the page.
  // The <slot> shows the details dialog, a light-DOM child of the aside.
  addStyles(shadow);
  shadow.append(panel, layer, h('slot'));
  const shown = new Map<HTMLElement, Shown>();
  let open: HTMLElement | null = null;
  // Closed, the details give the focus back to their badge, or to the panel's heading when the badge went with its marker.
  const details = createDetailsDialog(
    t,
    () => {
      open = null;
      for (const s of shown.values()) s.badge.setAttribute('aria-expanded', 'false');
    },
    panelTitle,
  );
  host.append(details.element);
  doc.body.append(host);

  let runtime: Runtime | undefined;
  let frame = 0;
  /** The page moved (scroll, resize): the next frame places the badges again. */
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(render);
  };
  /** Markers came, went or changed state: the next frame also reads every report again (props included). */
  let stale = true;
  const changed = () => {
    stale = true;
    schedule();
  };
  /** The markers on the page in document order, with what is shown for each (as of the last change). */
  let list: Array<{ el: HTMLElement; s: Shown }> = [];

  function reportFor(el: HTMLElement): MarkerReport | undefined {
    const marker = input.markers.get(el);
    if (!marker) return undefined;
    const mount = runtime?.inspect(el);
    // The props as written, only where the runtime has none parsed (and for their error's paths).
    let raw: { json?: unknown } = {};
    if (!mount) {
      try {
        raw = readPropsJSON(el);
      } catch {
        // The loader's error already says the JSON is invalid.
      }
    }
    const entry = Object.hasOwn(input.registry, marker.name) ? input.registry[marker.name] : undefined;
    const when =
      entry && marker.state !== 'disabled' && marker.state !== 'skipped'
        ? parseWhen(el.dataset.when, typeof entry.when === 'function' ? entry.when(el) : entry.when)
        : undefined;
    return reportOf(marker, when, entry?.sections, mount, raw);
  }

  function add(el: HTMLElement): Shown {
    const badge = h('button', { type: 'button', class: 'badge', 'aria-haspopup': 'dialog', 'aria-expanded': 'false' });
    badge.addEventListener('click', () => {
      const report = shown.get(el)?.report;
      if (!report) return;
      open = el;
      badge.setAttribute('aria-expanded', 'true');
      details.show(report, badge);
    });
    const s: Shown = { outline: h('div', { class: 'outline' }), badge, item: h('li') };
    shown.set(el, s);
    layer.append(s.outline, badge);
    return s;
  }

  /** Puts `children` into `parent` in this order, moving nothing when it is already so. */
  function keepOrder(parent: Element, children: Element[]) {
    if (parent.children.length !== children.length || children.some((c, i) => parent.children[i] !== c)) parent.replaceChildren(...children);
  }

  /** Reads every marker's report again and writes its badge's text and state. */
  function refresh() {
    stale = false;
    const pending = input.runtime();
    if (pending && !runtime)
      pending.then(
        (rt) => ((runtime = rt), changed()),
        () => {},
      );
    const markers = [...input.markers.keys()]
      .filter((el) => el.isConnected)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const present = new Set(markers);
    for (const [el, s] of shown) {
      if (present.has(el)) continue;
      s.outline.remove();
      s.badge.remove();
      shown.delete(el);
      if (open === el) details.close();
    }
    list = markers.map((el) => {
      const s = shown.get(el) ?? add(el);
      s.report = reportFor(el);
      const text = s.report ? badgeText(t, s.report) : (el.getAttribute('data-widget') ?? '');
      if (s.badge.textContent !== text) s.badge.textContent = text;
      const state = 's-' + (s.report?.state ?? 'unknown');
      s.badge.className = 'badge ' + state;
      s.outline.className = 'outline ' + state;
      return { el, s };
    });
    const states = list.flatMap(({ s }) => (s.report ? [s.report.state] : []));
    const text =
      t('inspector.summary', { n: states.length }) +
      (states.length
        ? ': ' +
          countByState(states)
            .map(([state, n]) => t('inspector.state.' + state) + ' ' + n)
            .join(', ')
        : '');
    if (summary.textContent !== text) summary.textContent = text;
    if (open) details.update(shown.get(open)?.report);
  }

  function render() {
    frame = 0;
    if (stale) refresh();
    // Reads: every box at once (one layout), in the layer's coordinates (the page's).
    const origin = layer.getBoundingClientRect();
    const toBox = (r: DOMRect): Box => ({ left: r.left - origin.left, top: r.top - origin.top, width: r.width, height: r.height });
    // A marker the page hides (visibility: hidden, as the back-to-top link until the page is scrolled) is not on it.
    const boxes = list.map(({ el, s }) => ({
      marker: toBox(el.getBoundingClientRect()),
      badge: s.badge.getBoundingClientRect(),
      seen: el.checkVisibility?.({ visibilityProperty: true }) ?? true,
    }));
    const taken: Box[] = [toBox(panel.getBoundingClientRect())];
    const controls: Box[] = [];
    for (const control of doc.querySelectorAll(CONTROLS)) {
      const r = control.getBoundingClientRect();
      if (r.width && r.height) controls.push(toBox(r));
    }
    taken.push(...controls);
    const bounds = { width: doc.documentElement.clientWidth - origin.left };
    // Writes: the outlines, and each badge where it fits or in the panel's list. A badge that moves
    // loses the focus: it gets it back.
    // (Asked only when the focus is in this shadow root: happy-dom's activeElement throws for one in another, the details'.)
    const focused = doc.activeElement === host ? (shadow.activeElement as HTMLElement | null) : null;
    const onPage: Element[] = [];
    const listed: Element[] = [];
    const placed: Array<{ s: (typeof list)[number]['s'] }> = [];
    list.forEach(({ s }, i) => {
      const { marker, badge, seen } = boxes[i]!;
      // An empty marker (hidden, or no height or no width) has no box to outline: a dashed line over
      // the text where it sits would only hide that text. Its badge goes beside it, or in the panel.
      const visible = seen && (marker.width > 0 || marker.height > 0);
      // Outlines keep to the page's width: a marker wider than the screen (a slider's track) would
      // otherwise make the page scroll sideways (WCAG 1.4.10).
      const left = Math.max(marker.left, -origin.left);
      const width = Math.min(marker.left + marker.width, bounds.width) - left;
      if (visible && marker.width > 0 && marker.height > 0 && width > 0) {
        Object.assign(s.outline.style, { top: marker.top + 'px', left: left + 'px', width: width + 'px', height: marker.height + 'px' });
        onPage.push(s.outline);
      }
      const place = visible ? placeBadge(marker, badge, taken, bounds, SPACING) : null;
      if (place) {
        taken.push(place);
        Object.assign(s.badge.style, { top: place.top + 'px', left: place.left + 'px' });
        onPage.push(s.badge);
        placed.push({ s });
      } else {
        if (s.badge.parentElement !== s.item) s.item.append(s.badge);
        listed.push(s.item);
      }
    });
    keepOrder(layer, onPage);
    // Checked as drawn: a badge measured in the panel's list (wrapped) is wider on the page, and a
    // badge over a control makes it harder to hit (WCAG 2.5.8): such a badge goes to the list.
    const around = (b: Box): Box => ({ left: b.left - SPACING, top: b.top - SPACING, width: b.width + 2 * SPACING, height: b.height + 2 * SPACING });
    let moved = false;
    for (const { s } of placed) {
      const drawn = around(toBox(s.badge.getBoundingClientRect()));
      if (!controls.some((c) => overlaps(drawn, c))) continue;
      s.item.append(s.badge);
      listed.push(s.item);
      moved = true;
    }
    if (moved)
      keepOrder(
        layer,
        onPage.filter((el) => el.parentElement === layer),
      );
    keepOrder(unplaced, listed);
    if (focused?.isConnected && shadow.activeElement !== focused) focused.focus({ preventScroll: true });
    unplacedHeading.hidden = !listed.length;
  }

  // Markers come and go and change state (attributes); the page moves (scroll, resize, layout). Only
  // what concerns a marker reads the reports again: an element added or removed that is or holds one,
  // a marker's own attributes, the text of its props' <script data-props>. The rest of the page (a
  // carousel, a widget's own rendering) changing only places the badges again: it may have moved them.
  const holdsMarker = (n: Node) => n instanceof Element && (n.hasAttribute('data-widget') || !!n.querySelector('[data-widget]'));
  const mutations = new MutationObserver((records) =>
    (records.some((r) => r.type === 'attributes' || (r.target as Element).matches('[data-props]') || [...r.addedNodes, ...r.removedNodes].some(holdsMarker))
      ? changed
      : schedule)(),
  );
  mutations.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-widget', 'data-widget-state', 'data-props'],
  });
  const resize = new ResizeObserver(schedule);
  resize.observe(doc.documentElement);
  addEventListener('scroll', schedule, { passive: true, capture: true });
  addEventListener('resize', schedule);

  function close() {
    mutations.disconnect();
    resize.disconnect();
    removeEventListener('scroll', schedule, { capture: true });
    removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    host.remove();
    onClose();
  }
  closeButton.addEventListener('click', close);
  render();
  return { open: () => host.isConnected, focus: () => panelTitle.focus(), close };
}
