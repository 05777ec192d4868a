// One field of the tell-me-when-available dialog: a labelled input (or checkbox) with its error
// under it, tied by aria-describedby and marked aria-invalid.
import type { NotifyState } from './use-notify.ts';

export interface NotifyInputProps {
  id: string;
  name: string;
  label: string;
  kind: 'email' | 'text' | 'firstname' | 'lastname' | 'phone' | 'checkbox';
  required?: boolean | undefined;
  state: NotifyState;
}

const TYPES: Record<NotifyInputProps['kind'], string> = {
  email: 'email',
  text: 'text',
  firstname: 'text',
  lastname: 'text',
  phone: 'tel',
  checkbox: 'checkbox',
};
const AUTOCOMPLETE: Partial<Record<NotifyInputProps['kind'], string>> = { email: 'email', firstname: 'given-name', lastname: 'family-name', phone: 'tel' };

export function NotifyInput({ id, name, label, kind, required = kind === 'email', state }: NotifyInputProps) {
  const problem = state.problems[name];
  const value = state.values[name];
  const errorId = id + '-error';
  const common = {
    id,
    name,
    required,
    'aria-invalid': problem !== undefined,
    'aria-describedby': problem ? errorId : undefined,
  };
  return (
    <div className={kind === 'checkbox' ? 'sf-notify__check' : 'sf-notify__field'}>
      {kind === 'checkbox' ? <input {...common} type="checkbox" checked={value === true} onChange={(e) => state.set(name, e.currentTarget.checked)} /> : null}
      <label htmlFor={id}>{label}</label>
      {kind !== 'checkbox' && (
        <input
          {...common}
          className="sf-notify__control"
          type={TYPES[kind]}
          autoComplete={AUTOCOMPLETE[kind]}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => state.set(name, e.currentTarget.value)}
        />
      )}
      {problem ? (
        <p id={errorId} className="sf-notify__error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
