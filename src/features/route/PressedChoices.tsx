import { useId } from 'react';

/**
 * A choice of a few, as pressed / not pressed buttons in a named group (glove-sized, not radios:
 * the whole button is the target): the list's order, and "List" / "Map".
 */
export function PressedChoices<T extends string>({
  label,
  showLabel,
  choices,
  chosen,
  onChoose,
  className,
}: {
  label: string;
  /** False: the group is named for assistive technology only (the buttons say enough). */
  showLabel: boolean;
  choices: readonly (readonly [T, string])[];
  chosen: T;
  onChoose(value: T): void;
  className: string;
}) {
  const labelId = useId();
  return (
    <div className={className} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={showLabel ? `${className}__legend` : 'visually-hidden'}>
        {label}
      </span>
      {choices.map(([value, text]) => (
        <button
          key={value}
          type="button"
          className={`button button--secondary ${className}__choice`}
          aria-pressed={chosen === value}
          onClick={() => onChoose(value)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
