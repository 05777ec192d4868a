// A labelled group of radio buttons (the language, the price type, how the switches are written).
import { useId } from 'react';

export interface RadioGroupProps<T extends string> {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string; lang?: string }>;
  value: T;
  onChange(value: T): void;
}

export function RadioGroup<T extends string>({ legend, options, value, onChange }: RadioGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="sf-config-builder__group">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="sf-config-builder__choice">
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span lang={o.lang}>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
