// Product questions (spec §2.10): answers fold under disclosure headings; "ask" opens the
// ask-about-product form in the kit's modal. Answers are the server's own nodes.
import { useWidget } from '../../src/core/widget-context.tsx';
import { AdoptedNode } from '../../src/ui/AdoptedNode.tsx';
import { DisclosureHeading } from '../../src/ui/DisclosureHeading.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { AskFormFields } from './AskFormFields.tsx';
import { useQuestions } from './use-questions.ts';

export function ProductQuestions() {
  const { t } = useWidget();
  const m = useQuestions();
  const { ask, dialog } = m;
  return (
    <>
      {m.title && (
        <h2 className="sf-product-questions__title" id={m.title.id || undefined}>
          {m.title.text}
        </h2>
      )}
      <ul className="sf-product-questions__list">
        {m.items.map((q) => {
          const open = m.isOpen(q.id);
          return (
            <li key={q.id} className="sf-product-questions__item" id={q.id}>
              <DisclosureHeading
                level={3}
                className="sf-product-questions__question"
                buttonClassName="sf-product-questions__toggle"
                controls={q.id + '-panel'}
                expanded={open}
                onToggle={() => m.toggle(q.id)}
              >
                {q.question}
              </DisclosureHeading>
              <div className="sf-product-questions__panel" id={q.id + '-panel'} hidden={!open}>
                <AdoptedNode node={q.answer} />
              </div>
            </li>
          );
        })}
      </ul>
      {ask && (
        <>
          <p className="sf-product-questions__ask">
            <button type="button" className="sf-button sf-button--primary sf-product-questions__ask-button" aria-haspopup="dialog" onClick={(e) => dialog.open(e.currentTarget)}>
              {ask.askLabel}
            </button>
          </p>
          <Modal {...dialog.props} title={ask.title} closeLabel={t('ui.close')} className="sf-product-questions__dialog">
            <AskFormFields form={ask} onSent={dialog.close} />
          </Modal>
        </>
      )}
    </>
  );
}
