// Product questions (spec §2.10): answers fold under disclosure headings; "ask" opens the
// ask-about-product form in the kit's modal. Answers are the server's own nodes, and so is
// everything else in the marker the widget does not read (a theme's help box): before and after.
import { useId } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { AdoptedNode } from '../../src/ui/AdoptedNode.tsx';
import { DisclosureHeading } from '../../src/ui/DisclosureHeading.tsx';
import { LeftoverNodes } from '../../src/ui/LeftoverNodes.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { AskFormFields } from './AskFormFields.tsx';
import { useQuestions } from './use-questions.ts';

export function ProductQuestions() {
  const { t } = useWidget();
  const m = useQuestions();
  const { ask, dialog } = m;
  const uid = useId();
  return (
    <>
      <LeftoverNodes nodes={m.before} />
      {m.title && (
        <h2 className="sf-product-questions__title" id={m.title.id || undefined}>
          {m.title.text}
        </h2>
      )}
      {m.items.length > 0 && (
        <ul className="sf-product-questions__list">
          {m.items.map((q) => {
            const open = m.isOpen(q.key);
            const panel = uid + q.key + '-panel';
            return (
              <li key={q.key} className="sf-product-questions__item" id={q.id || undefined}>
                <DisclosureHeading
                  level={3}
                  className="sf-product-questions__question"
                  buttonClassName="sf-product-questions__toggle"
                  controls={panel}
                  expanded={open}
                  onToggle={() => m.toggle(q.key)}
                >
                  {q.question}
                </DisclosureHeading>
                <div className="sf-product-questions__panel" id={panel} hidden={!open}>
                  {q.answer.map((node, i) => (
                    <AdoptedNode key={i} node={node} />
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {ask && (
        <>
          <p className="sf-product-questions__ask">
            <button
              type="button"
              className="sf-button sf-button--primary sf-product-questions__ask-button"
              aria-haspopup="dialog"
              onClick={(e) => dialog.open(e.currentTarget)}
            >
              {ask.askLabel}
            </button>
          </p>
          <Modal {...dialog.props} title={ask.title} closeLabel={t('ui.close')} className="sf-product-questions__dialog">
            <AskFormFields form={ask} onSent={dialog.close} />
          </Modal>
        </>
      )}
      <LeftoverNodes nodes={m.after} />
    </>
  );
}
