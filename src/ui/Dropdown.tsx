// A button + listbox (select-only combobox) for the settings menu (§2.5) and size pickers.
// Behaviour is in useListbox; this only renders.
import { useId, useRef } from 'react';
import { useListbox, type ListboxOption } from './use-listbox.ts';

export interface DropdownProps<V extends string> {
  /** Visible label; its text is the combobox's accessible name. */
  label: string;
  options: readonly ListboxOption<V>[];
  value: V | null;
  onChange(value: V): void;
  /** Shown when no option is selected, e.g. t('ui.choose'). */
  placeholder?: string;
  disabled?: boolean;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  className?: string;
  /**
   * The form field the dropdown stands in for (a server `<select name>`): put on the button, so a
   * click or focus on the server's select, held while the widget loaded, lands on this dropdown.
   */
  name?: string;
}

export function Dropdown<V extends string>(props: DropdownProps<V>) {
  const { label, options, value, onChange, placeholder = '', disabled, hideLabel, className, name } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const lb = useListbox({ options, value, onChange, rootRef });
  const id = useId();
  const optionId = (i: number) => `${id}-o${i}`;
  const current = lb.selected >= 0 ? options[lb.selected]!.label : placeholder;
  return (
    <div ref={rootRef} className={'sf-dropdown' + (className ? ' ' + className : '')} data-open={lb.open ? '' : undefined}>
      <span id={`${id}-label`} className={hideLabel ? 'sf-visually-hidden' : 'sf-dropdown__label'}>
        {label}
      </span>
      <button
        type="button"
        name={name}
        role="combobox"
        className="sf-dropdown__button"
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={lb.open}
        aria-controls={`${id}-list`}
        aria-activedescendant={lb.open && lb.active >= 0 ? optionId(lb.active) : undefined}
        disabled={disabled}
        onClick={lb.toggle}
        onKeyDown={lb.onKeyDown}
      >
        <span className="sf-dropdown__value">{current}</span>
      </button>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-labelledby={`${id}-label`}
        className="sf-dropdown__list"
        hidden={!lb.open}
        tabIndex={-1}
        // Keep focus on the button when an option is clicked.
        onMouseDown={(e) => e.preventDefault()}
      >
        {options.map((o, i) => (
          // A select-only combobox: the keys go to the button (arrows, Enter, Escape), which names the
          // active option with aria-activedescendant; an option takes only the pointer.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={o.value}
            id={optionId(i)}
            role="option"
            className="sf-dropdown__option"
            aria-selected={i === lb.selected}
            aria-disabled={o.disabled || undefined}
            data-active={lb.open && i === lb.active ? '' : undefined}
            onClick={() => lb.choose(i)}
            onMouseMove={() => lb.setActive(i)}
          >
            {o.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
