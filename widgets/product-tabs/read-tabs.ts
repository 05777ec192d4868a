// Reads the server's tabs markup (fixtures/pages/product-details.ts shows the contract) before the
// widget's first commit replaces it. Only nodes are kept, never HTML text: the sections' bodies
// move into the widget as they are (<AdoptedNode/>).
//   <div data-widget="product-tabs">
//     <nav aria-label="…"><a href="#ID">label</a>…</nav>
//     <section id="ID" data-tab="KEY"><h2>title</h2><div class="sf-product-tabs__body">…</div></section>…
//   traits "show all": <dl id="MORE">…</dl><p><a href="#MORE" data-traits-all>Pokaż wszystkie…</a></p>

export interface TabSection {
  key: string;
  id: string;
  title: string;
  /** The tab's label in the bar (may add a count, "Opinie (5)"). */
  label: string;
  /** The server section (its position decides the accordions opened on mount). */
  section: HTMLElement;
  body: HTMLElement;
}

export interface TraitsMore {
  link: HTMLAnchorElement;
  more: HTMLElement;
  label: string;
}

export interface ServerTabs {
  sections: TabSection[];
  navLabel: string | null;
  traits: TraitsMore | null;
}

export function readTabs(root: HTMLElement): ServerTabs {
  const nav = root.querySelector('nav');
  const sections: TabSection[] = [];
  for (const section of root.querySelectorAll<HTMLElement>('section[data-tab][id]')) {
    const body = section.querySelector<HTMLElement>('.sf-product-tabs__body');
    const heading = section.querySelector('h2, h3');
    if (!body || !heading) continue;
    const title = (heading.textContent ?? '').trim();
    const link = [...(nav?.querySelectorAll('a') ?? [])].find((a) => a.getAttribute('href') === '#' + section.id);
    sections.push({ key: section.dataset['tab']!, id: section.id, title, label: (link?.textContent ?? '').trim() || title, section, body });
  }
  return { sections, navLabel: nav?.getAttribute('aria-label') ?? null, traits: readTraits(root) };
}

function readTraits(root: HTMLElement): TraitsMore | null {
  const link = root.querySelector<HTMLAnchorElement>('a[data-traits-all]');
  const id = link?.getAttribute('href')?.slice(1);
  const more = id ? [...root.querySelectorAll<HTMLElement>('[id]')].find((el) => el.id === id) : undefined;
  if (!link || !more || !link.parentElement) return null;
  return { link, more, label: (link.textContent ?? '').trim() };
}
