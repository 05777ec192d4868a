// Sections the optional inline head script (src/early/) put in their slot while the page was still
// being parsed (§2.2), each with the comment it left at its place in the server markup. The
// responsive-sections widget takes these over as its own homes, so a view change later brings each
// section back to where the server wrote it. The two scripts share no module at run time, so the map
// hangs on the document under a registered symbol.
const KEY = Symbol.for('storefront.earlySectionHomes');

export type SectionHomes = Map<HTMLElement, Comment>;

export function earlySectionHomes(doc: Document): SectionHomes {
  const holder = doc as Document & { [KEY]?: SectionHomes };
  return (holder[KEY] ??= new Map());
}
