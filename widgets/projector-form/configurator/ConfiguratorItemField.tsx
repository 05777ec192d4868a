// One configurator item (spec §2.10, §4.8): a checkbox or radio group (a fieldset), a select, or a
// number or text input. A hidden item is also disabled, so the form never sends it. Its error is
// tied to the control (aria-invalid, aria-describedby) and shown below it.
import { useId, type FocusEvent } from 'react';
import { fieldName, type ConfiguratorItem } from '../../../src/domain/configurator.ts';

export interface ConfiguratorItemFieldProps {
  item: ConfiguratorItem;
  values: readonly string[];
  visible: boolean;
  /** The error sentence on show, or null. */
  error: string | null;
  onChange(values: string[]): void;
  onLeave(): void;
}

export function ConfiguratorItemField({ item, values, visible, error, onChange, onLeave }: ConfiguratorItemFieldProps) {
  const id = useId();
  const errorId = id + '-error';
  const invalid = error !== null;
  const described = invalid ? errorId : undefined;
  const message = invalid && (
    <p className="sf-configurator__error" id={errorId}>
      {error}
    </p>
  );
  const name = fieldName(item.id);

  if (item.type === 'checkbox' || item.type === 'radio') {
    const many = item.type === 'checkbox';
    return (
      <fieldset
        className="sf-configurator__item"
        data-item={item.id}
        hidden={!visible}
        disabled={!visible}
        aria-describedby={described}
        aria-invalid={invalid || undefined}
        onBlur={leaveGroup(onLeave)}
      >
        <legend className="sf-configurator__label">{item.label}</legend>
        <span className="sf-configurator__choices">
          {item.options!.map((o) => (
            <label className="sf-configurator__choice" key={o.value}>
              <input
                type={item.type}
                name={many ? name + '[]' : name}
                value={o.value}
                checked={values.includes(o.value)}
                onChange={(e) => onChange(many ? (e.currentTarget.checked ? [...values, o.value] : values.filter((v) => v !== o.value)) : [o.value])}
              />{' '}
              {o.label}
            </label>
          ))}
        </span>
        {message}
      </fieldset>
    );
  }

  const common = {
    id,
    name,
    disabled: !visible,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described,
    onBlur: onLeave,
  };
  return (
    <div className="sf-configurator__item" data-item={item.id} hidden={!visible}>
      <label className="sf-configurator__label" htmlFor={id}>
        {item.label}
      </label>
      {item.type === 'select' ? (
        <select className="sf-configurator__control" {...common} value={values[0] ?? ''} onChange={(e) => onChange([e.currentTarget.value])}>
          {item.options!.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          className="sf-configurator__control"
          {...common}
          type="text"
          inputMode={item.type === 'number' ? 'decimal' : undefined}
          placeholder={item.placeholder}
          value={values[0] ?? ''}
          onChange={(e) => onChange([e.currentTarget.value])}
        />
      )}
      {message}
    </div>
  );
}

/** A group is left when focus moves out of it, not from one of its boxes to the next. */
function leaveGroup(onLeave: () => void) {
  return (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave();
  };
}
