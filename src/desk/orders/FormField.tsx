import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

// One field of the desk's forms: its label, the input, an optional line of help and its error
// next to it (aria-invalid, and aria-describedby naming the error and the help).

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid'
>;

export function FormField({
  label,
  value,
  onValueChange,
  error,
  help,
  multiline = false,
  className,
  inputRef,
  ...input
}: InputAttributes & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's problem in words; null when it has none. */
  error: string | null;
  help?: ReactNode;
  multiline?: boolean;
  className?: string;
  /** The input element (a single-line field's). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const described = [error !== null ? errorId : null, help !== undefined ? helpId : null]
    .filter((part) => part !== null)
    .join(' ');
  const shared = {
    id,
    value,
    className: 'field__input desk-form__input',
    'aria-invalid': error !== null ? true : undefined,
    'aria-describedby': described === '' ? undefined : described,
  };
  return (
    <div className={className ? `field desk-form__field ${className}` : 'field desk-form__field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          maxLength={input.maxLength}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <input
          {...input}
          {...shared}
          ref={inputRef}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
      {help !== undefined && (
        <p id={helpId} className="desk-form__help">
          {help}
        </p>
      )}
      {error !== null && (
        <p id={errorId} className="desk-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
