import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'aria-describedby'
>;

/**
 * A one-line text input under its label, in the theme's field layout (`field`, `field__label`,
 * `field__input`): the login form, "Cash received" and "Received by". The ids are its own;
 * `help` renders the line that describes the input, given the id the input points at.
 */
export function TextField({
  label,
  value,
  onValueChange,
  className,
  inputClassName,
  help,
  ...input
}: InputAttributes & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Added to the field's own classes (`field`, `field__input`). */
  className?: string;
  inputClassName?: string;
  help?: (helpId: string) => ReactNode;
}) {
  const inputId = useId();
  const helpId = useId();
  return (
    <div className={withClass('field', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className={withClass('field__input', inputClassName)}
        value={value}
        aria-describedby={help ? helpId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {help?.(helpId)}
    </div>
  );
}

function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
