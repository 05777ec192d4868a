// The product tabs (spec §2.10): the same boxes as the server markup (no layout shift on mount),
// with a sticky bar of anchor tabs at view 3 and above, disclosure headings below it. The
// sections' content is the server's own nodes (<AdoptedNode/>), and so is anything else in the
// marker (before and after the sections).
import { createPortal } from 'react-dom';
import { useWidget } from '../../src/core/widget-context.tsx';
import { AdoptedNode } from '../../src/ui/AdoptedNode.tsx';
import { DisclosureHeading } from '../../src/ui/DisclosureHeading.tsx';
import { LeftoverNodes } from '../../src/ui/LeftoverNodes.tsx';
import type { ProductTabsProps } from './props.ts';
import { useProductTabs, type TabsModel, type TraitsModel } from './use-product-tabs.ts';

export function ProductTabs(props: ProductTabsProps) {
  const m = useProductTabs(props);
  const accordion = m.mode === 'accordion';
  return (
    <div className={'sf-product-tabs__inner sf-product-tabs--' + m.mode}>
      <LeftoverNodes nodes={m.before} />
      {!accordion && <TabBar m={m} />}
      {m.sections.map((s) => {
        const open = !accordion || m.isOpen(s.key);
        return (
          <section key={s.key} className="sf-product-tabs__section" id={s.id} aria-labelledby={s.id + '-title'} data-tab={s.key}>
            <DisclosureHeading
              level={2}
              id={s.id + '-title'}
              className="sf-product-tabs__heading"
              buttonClassName="sf-product-tabs__toggle"
              controls={s.id + '-panel'}
              expanded={accordion ? open : undefined}
              onToggle={() => m.toggle(s.key)}
              focusRef={m.focusRef(s.key)}
            >
              {s.title}
            </DisclosureHeading>
            <div className="sf-product-tabs__panel" id={s.id + '-panel'} hidden={!open}>
              {s.body.map((node, i) => (
                <AdoptedNode key={i} node={node} />
              ))}
            </div>
          </section>
        );
      })}
      <LeftoverNodes nodes={m.after} />
      {m.traits && <TraitsToggle traits={m.traits} />}
    </div>
  );
}

function TabBar({ m }: { m: TabsModel }) {
  const { t } = useWidget();
  return (
    <nav className="sf-product-tabs__nav" aria-label={m.navLabel ?? t('productTabs.nav')} ref={m.navRef} style={{ top: m.headerHeight }}>
      <ul className="sf-product-tabs__list">
        {m.sections.map((s) => {
          const current = s.key === m.active;
          return (
            <li key={s.key} className="sf-product-tabs__tab">
              {/* Clicks are handled for every in-page link at once (use-product-tabs.ts). */}
              <a
                className={'sf-product-tabs__link' + (current ? ' sf-product-tabs__link--current' : '')}
                href={'#' + s.id}
                aria-current={current ? 'true' : undefined}
              >
                {s.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function TraitsToggle({ traits }: { traits: TraitsModel }) {
  const { t } = useWidget();
  return createPortal(
    <button type="button" className="sf-product-tabs__traits-toggle" aria-expanded={traits.expanded} aria-controls={traits.moreId} onClick={traits.toggle}>
      {traits.expanded ? t('productTabs.showFewer') : traits.label}
    </button>,
    traits.container,
  );
}
