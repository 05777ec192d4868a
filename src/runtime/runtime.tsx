// The runtime chunk, loaded by the entry as soon as a widget is about to mount: it validates
// the config, owns the page's single React root and mounts widgets into their markers.
import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { resolveConfig } from '../core/config.ts';
import type { WidgetDefinition } from '../core/define-widget.ts';
import { createTranslate, type Translate } from '../core/i18n.ts';
import { canFetchSection } from '../core/sections.ts';
import { createServices } from '../core/services.ts';
import { pageUsesShell } from '../core/shell-api.ts';
import { Host } from './host.tsx';
import { readProps } from './props.ts';
import { ServerMarkup } from '../core/server-markup.ts';
import { createSlotStore, type Slot } from './slot-store.ts';
import { contentsMarkerProblem } from './contents-marker.ts';
import type { Runtime, RuntimeContext } from '../loader/types.ts';
import { twin } from './twin.ts';

// zod's JIT probes `new Function`, which a strict CSP (no 'unsafe-eval') blocks and reports as a
// violation even though zod catches the error; the interpreted parser is what runs here anyway.
z.config({ jitless: true });

export function startRuntime(ctx: RuntimeContext): Runtime {
  const config = resolveConfig(ctx.rawConfig, document);
  const services = createServices(ctx.bus, config, ctx.reporter, ctx.importNet, ctx.firstBulk, (s) =>
    ctx.importShell().then((m) => m.startShell(s, ctx.rawConfig, ctx.afterReady)),
  );
  // The page shell starts with the runtime where the page uses it; elsewhere on first call only.
  if (pageUsesShell(ctx.rawConfig, document))
    services.shell().catch((e: unknown) => {
      console.error('storefront: the page shell did not start (' + (e as Error)?.message + '); its links load in full');
      ctx.reporter.report(e);
    });
  const store = createSlotStore();
  const texts = new WeakMap<WidgetDefinition, Translate>();
  let nextId = 0;

  // The host container stays out of the document: widgets render through portals.
  const root = createRoot(document.createElement('div'), {
    // Each widget's boundary reports its own errors (once, naming the widget).
    onCaughtError: () => {},
    onUncaughtError: (error) => console.error('storefront: host crashed', error),
  });
  root.render(<Host store={store} />);

  function translate(def: WidgetDefinition): Translate {
    let t = texts.get(def);
    if (!t) texts.set(def, (t = createTranslate(config.language, def.texts ?? { pl: {}, it: {}, en: {} }, config.texts, def.plurals)));
    return t;
  }

  return {
    mount(el, name, def) {
      if (def.name !== name) return Promise.reject(new Error('its chunk defines "' + def.name + '" instead'));
      if (store.get(el)) return Promise.resolve();
      let props: unknown;
      try {
        props = readProps(el, def.props);
      } catch (e) {
        return Promise.reject(e);
      }
      const contents = contentsMarkerProblem(el);
      if (contents) console.error(name + ': ' + contents);
      return new Promise<void>((resolve, reject) => {
        let settled = false;
        const markup = new ServerMarkup(el);
        // Focus on the server markup (a widget loaded as the shopper tabbed onto it) moves to the
        // widget's control of the same name, instead of falling to <body> with the server markup.
        const focused = el.contains(document.activeElement) ? document.activeElement : null;
        const nested = el.querySelectorAll('[data-widget]');
        const slot: Slot = {
          id: nextId++,
          el,
          def,
          props,
          markup,
          context: { ...services, name, element: el, t: translate(def), markup, read: new Set() },
          restoreOnUnmount: false,
          started: performance.now(),
          mounted: undefined,
          onMounted() {
            settled = true;
            slot.mounted = performance.now();
            // The server markup, and any marker inside it, gives way to the widget (README: nested markers);
            // a widget that enhances the markup in place (a theme's product form) keeps them on the page.
            for (const inner of nested)
              if (!inner.isConnected) console.warn(name + ': hides the nested marker data-widget="' + inner.getAttribute('data-widget') + '"');
            if (focused && !focused.isConnected && (!document.activeElement || document.activeElement === document.body)) twin(el, focused)?.focus();
            resolve();
          },
          onError(error) {
            store.remove(el);
            if (settled) ctx.onCrash(el, error);
            else reject(error);
            settled = true;
          },
        };
        store.add(slot);
      });
    },
    unmount(el, restore) {
      const slot = store.get(el);
      if (!slot) return;
      slot.restoreOnUnmount = restore;
      store.remove(el);
    },
    prefetch(requested) {
      // Pages whose widgets need no data never download the network chunk.
      const sections = requested.filter((s) => canFetchSection(s, config.page.productId));
      if (!sections.length) return;
      services.net().then(
        (n) => n.pageData.prefetch(sections),
        (e: unknown) => ctx.reporter.report(e),
      );
    },
    refresh: (sections) => services.net().then((n) => n.pageData.refresh(sections)),
    shell: services.shell,
    inspect(el) {
      const s = store.get(el);
      return s && { props: s.props, started: s.started, mounted: s.mounted, sections: [...s.context.read] };
    },
    replay(el, clicked) {
      twin(el, clicked)?.click();
    },
    hover(el, over) {
      const target = over.target as Element;
      const at = target.isConnected && el.contains(target) ? target : twin(el, target);
      // What the browser sends when the pointer comes over an element: the widget's own hover handling (a
      // menu's pointermove, React's onPointerEnter) reacts as it would have had it listened already.
      const init = {
        bubbles: true,
        composed: true,
        pointerId: over.pointerId,
        pointerType: over.pointerType,
        isPrimary: over.isPrimary,
        clientX: over.clientX,
        clientY: over.clientY,
      };
      for (const type of ['pointerover', 'pointermove']) at?.dispatchEvent(new PointerEvent(type, init));
    },
  };
}
