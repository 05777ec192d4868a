// The header's category menu (§2.5): the server's links stay where they are; this renders the
// buttons beside them (disclosure, back, show more) and, on phones, the side panel the <nav>
// moves into while it is open.
import { createPortal } from 'react-dom';
import { useWidget } from '../../src/core/widget-context.tsx';
import { moreLabelKey } from '../../src/domain/menus.ts';
import { AdoptedNode } from '../../src/ui/AdoptedNode.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import type { CategoryMenuProps } from './props.ts';
import { useCategoryMenu } from './use-category-menu.ts';

export function CategoryMenu(props: CategoryMenuProps) {
  const { t } = useWidget();
  const m = useCategoryMenu(props);
  const side = m.mode === 'side';
  return (
    <>
      {m.menu.parents.map((item) =>
        createPortal(
          <button
            ref={m.buttonRef('toggle', item.key)}
            type="button"
            className="sf-category-menu__toggle"
            aria-expanded={m.isOpen(item)}
            aria-controls={m.subId(item)}
            aria-label={t('categoryMenu.toggle', { name: item.name })}
            onClick={() => m.toggle(item)}
          >
            <span aria-hidden="true" className="sf-category-menu__chevron" />
          </button>,
          item.toggleSlot!,
          'toggle-' + item.key,
        ),
      )}
      {side &&
        m.menu.parents.map((item) =>
          createPortal(
            <button ref={m.buttonRef('back', item.key)} type="button" className="sf-category-menu__back-button" onClick={() => m.back(item)}>
              {t('categoryMenu.back')}
            </button>,
            item.backSlot!,
            'back-' + item.key,
          ),
        )}
      {m.menu.lists.map(
        (list) =>
          list.moreSlot &&
          createPortal(
            <button
              type="button"
              className="sf-category-menu__more-button"
              aria-expanded={m.isExpanded(list.key)}
              aria-controls={m.subId(list.parent)}
              onClick={() => m.toggleMore(list.key)}
            >
              {t(moreLabelKey(m.isExpanded(list.key)))}
            </button>,
            list.moreSlot,
            'more-' + list.key,
          ),
      )}
      {side && (
        <Modal
          open={m.panelOpen}
          onClose={m.closePanel}
          title={t('categoryMenu.title')}
          closeLabel={t('ui.close')}
          returnFocus={m.menu.opener}
          className="sf-category-menu__side"
        >
          <AdoptedNode node={m.menu.panel} />
        </Modal>
      )}
    </>
  );
}
