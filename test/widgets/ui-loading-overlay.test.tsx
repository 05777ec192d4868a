// The full-page loading overlay with a message area (§2.2): imperative API and component.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadingOverlayElement, showLoadingOverlay } from '../../src/ui/loading-overlay.ts';
import { LoadingOverlay } from '../../src/ui/LoadingOverlay.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  document.body.innerHTML = '<main id="main"></main><div id="app"></div>';
});

const status = () => document.querySelector('.sf-loading [role="status"]');

describe('loading overlay', () => {
  it('shows a message in a role=status area, updates it, and is removed', () => {
    const main = document.getElementById('main')!;
    const h = showLoadingOverlay('Ładowanie…', { busy: [main] });
    expect(loadingOverlayElement()?.parentElement).toBe(document.body);
    expect(status()?.textContent).toBe('Ładowanie…');
    expect(main.getAttribute('aria-busy')).toBe('true');
    h.update('Prawie gotowe');
    expect(status()?.textContent).toBe('Prawie gotowe');
    h.hide();
    h.hide();
    expect(document.querySelector('.sf-loading')).toBeNull();
    expect(main.hasAttribute('aria-busy')).toBe(false);
  });

  it('one overlay for several callers: the newest message shows, it goes when the last one hides', () => {
    const a = showLoadingOverlay('A');
    const b = showLoadingOverlay('B');
    expect(document.querySelectorAll('.sf-loading')).toHaveLength(1);
    expect(status()?.textContent).toBe('B');
    b.hide();
    expect(status()?.textContent).toBe('A');
    a.hide();
    expect(document.querySelector('.sf-loading')).toBeNull();
  });

  it('<LoadingOverlay> shows while rendered and follows its message', () => {
    const root = createRoot(document.getElementById('app')!);
    act(() => root.render(<LoadingOverlay message="Ładowanie…" />));
    expect(status()?.textContent).toBe('Ładowanie…');
    act(() => root.render(<LoadingOverlay message="Caricamento…" />));
    expect(status()?.textContent).toBe('Caricamento…');
    expect(document.querySelectorAll('.sf-loading')).toHaveLength(1);
    act(() => root.unmount());
    expect(document.querySelector('.sf-loading')).toBeNull();
  });
});
