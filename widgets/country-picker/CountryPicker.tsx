// The header button and the picker modal (§2.6). State is in useCountryPicker.
import { useWidget } from '../../src/core/widget-context.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import type { CountryPickerProps } from './props.ts';
import { PICKER_LANG_TAGS, PICKER_TEXTS } from './picker-texts.ts';
import { RecommendedStep } from './RecommendedStep.tsx';
import { SelectStep } from './SelectStep.tsx';
import { useCountryPicker } from './use-country-picker.ts';

export function CountryPicker(props: CountryPickerProps) {
  const { t } = useWidget();
  const p = useCountryPicker(props);
  if (p.countries.length === 0) return <ServerMarkupSlot />;
  const shown = p.selected;
  const recommended = p.step === 'recommended';
  const texts = PICKER_TEXTS[p.textLang];
  return (
    <>
      <button type="button" className="sf-country-picker__toggle" aria-haspopup="dialog" onClick={(e) => p.openPicker(e.currentTarget)}>
        {t('countryPicker.toggle')}: {shown?.selectedName ?? shown?.name}
        {shown?.currencySymbol ? ` (${shown.currencySymbol})` : ''}
      </button>
      <Modal
        {...p.modalProps}
        title={recommended ? <span lang={PICKER_LANG_TAGS[p.textLang]}>{texts.title}</span> : t('countryPicker.title')}
        closeLabel={t('ui.close')}
        initialFocus={p.focusRef}
        className="sf-country-picker__dialog"
      >
        <form
          className="sf-country-picker__form"
          method={p.form?.method ?? 'get'}
          action={p.form?.action}
          onSubmit={(e) => (p.form ? p.submitted() : e.preventDefault())}
        >
          {p.form?.fields.map(([name, value], i) => (
            <input key={i} type="hidden" name={name} value={value} />
          ))}
          {recommended ? (
            <RecommendedStep state={p} texts={texts} lang={PICKER_LANG_TAGS[p.textLang]} />
          ) : (
            <SelectStep state={p} flagUrl={props.flagUrl} t={t} />
          )}
        </form>
      </Modal>
    </>
  );
}
