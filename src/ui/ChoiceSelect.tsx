import { useId } from 'react';

/**
 * A labelled choice of the side menu (Language, Theme, Text size, Navigation app): a native
 * select, styled as the menu's settings (`display-setting`, features/display/display.css, which
 * the side menu loads). `options` maps each choice to its name; `namedInOwnLanguage` marks each
 * option with its own language (a language's name in that language).
 */
export function ChoiceSelect<Choice extends string>({
  label,
  value,
  options,
  onChange,
  namedInOwnLanguage = false,
}: {
  label: string;
  value: Choice;
  options: Record<Choice, string>;
  onChange: (choice: Choice) => void;
  namedInOwnLanguage?: boolean;
}) {
  const id = useId();
  const entries = Object.entries(options) as [Choice, string][];
  return (
    <div className="display-setting">
      <label className="display-setting__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="display-setting__select"
        value={value}
        // The options are exactly the keys of `options`: the value is one of them.
        onChange={(event) => onChange(event.target.value as Choice)}
      >
        {entries.map(([choice, name]) => (
          <option key={choice} value={choice} lang={namedInOwnLanguage ? choice : undefined}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
