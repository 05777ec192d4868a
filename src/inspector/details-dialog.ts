// The details of one marker in a modal <dialog>: the page behind it is inert while it is open,
// Escape closes it, and the focus goes back to the badge (to `fallback`, the panel's heading, when
// the badge went with its marker). The dialog is in the light DOM (a modal dialog is recognised from
// the document), its content in a shadow root of its own, so that the shop's CSS does not reach it.
import type { Translate } from '../core/i18n.ts';
import { h } from './dom.ts';
import { detailsBody } from './details.ts';
import type { MarkerReport } from './report.ts';
import { addStyles } from './styles.ts';

export interface DetailsDialog {
  element: HTMLDialogElement;
  show(report: MarkerReport, opener: HTMLElement): void;
  /** Shows the report again if it changed (the widget mounted, failed…); the focus stays where it is, or on the same stop of the new content. */
  update(report: MarkerReport | undefined): void;
  close(): void;
}

export function createDetailsDialog(t: Translate, onClose: () => void, fallback: HTMLElement): DetailsDialog {
  const element = h('dialog');
  Object.assign(element.style, {
    padding: '4px',
    border: '1px solid #5f6368',
    borderRadius: '6px',
    background: '#fff',
    color: '#1f1f1f',
    width: 'min(32rem, calc(100vw - 32px))',
    maxHeight: 'calc(100vh - 32px)',
    boxSizing: 'border-box',
  });
  const inner = h('div');
  const shadow = inner.attachShadow({ mode: 'open' });
  const title = h('h2', { tabindex: '-1' });
  const close = h('button', { type: 'button', class: 'close' }, t('inspector.closeDetails'));
  const body = h('div');
  addStyles(shadow);
  shadow.append(h('div', { class: 'details' }, close, title, body));
  element.append(inner);
  let shown = '';
  let opener: HTMLElement | null = null;

  function fill(report: MarkerReport) {
    const key = JSON.stringify(report);
    if (key === shown) return;
    shown = key;
    element.setAttribute('aria-label', report.name);
    title.textContent = report.name;
    // The focus on a stop of the content (the props' <pre>) moves to the same stop of the new content.
    const stops = () => body.querySelectorAll<HTMLElement>('[tabindex]');
    const at = document.activeElement === inner ? [...stops()].indexOf(shadow.activeElement as HTMLElement) : -1;
    body.replaceChildren(detailsBody(t, report));
    if (at >= 0) (stops()[at] ?? title).focus();
  }

  close.addEventListener('click', () => element.close());
  element.addEventListener('close', () => {
    shown = '';
    onClose();
    (opener?.isConnected ? opener : fallback).focus();
    opener = null;
  });

  return {
    element,
    show(report, from) {
      opener = from;
      fill(report);
      if (!element.open) element.showModal();
      title.focus();
    },
    update(report) {
      if (element.open && report) fill(report);
    },
    close: () => element.close(),
  };
}
