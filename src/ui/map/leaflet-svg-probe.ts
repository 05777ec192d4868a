// Leaflet 1.9 probes for inline SVG while its module evaluates: `div.innerHTML = '<svg/>'`. Under
// the pages' Trusted Types enforcement that assignment throws, and Leaflet never loads. This
// module is imported right before 'leaflet' (ES modules evaluate in import order) and answers
// exactly that probe with a DOM-built <svg>; leaflet-map.ts calls `endSvgProbe()` right after
// Leaflet has evaluated, which puts the original setter back. No other string reaches innerHTML.
const desc = typeof Element === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
const enforced = typeof (globalThis as { trustedTypes?: unknown }).trustedTypes !== 'undefined';

if (desc?.set && enforced) {
  const set = desc.set;
  Object.defineProperty(Element.prototype, 'innerHTML', {
    ...desc,
    set(this: Element, value: unknown) {
      if (value === '<svg/>') this.replaceChildren(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
      else set.call(this, value);
    },
  });
}

export function endSvgProbe(): void {
  if (desc?.set && enforced) Object.defineProperty(Element.prototype, 'innerHTML', desc);
}
