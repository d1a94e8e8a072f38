import { useId, useSyncExternalStore } from 'react';
import {
  sharedDisplayPreferences,
  type DisplayChoices,
  type DisplayPreferences,
  type TextSizeChoice,
  type ThemeChoice,
} from './preferences';
import './display.css';

// Visible words of these controls, in one place until the app's texts move to catalogues.
const TEXT = {
  theme: 'Theme',
  textSize: 'Text size',
  themes: { system: 'System', light: 'Light', dark: 'Dark' } satisfies Record<ThemeChoice, string>,
  textSizes: {
    standard: 'Standard',
    large: 'Large',
    'extra-large': 'Extra large',
  } satisfies Record<TextSizeChoice, string>,
} as const;

/** "Theme" and "Text size" for the side menu; the choice applies at once and is remembered. */
export function DisplayMenuControls({
  preferences = sharedDisplayPreferences(),
}: {
  /** The preferences store; the page's shared one unless a test passes its own. */
  preferences?: DisplayPreferences;
}) {
  const choices = useSyncExternalStore(preferences.subscribe, preferences.current);
  return (
    <div className="display-settings">
      <ChoiceSelect
        label={TEXT.theme}
        value={choices.theme}
        options={TEXT.themes}
        onChange={(theme) => preferences.choose({ theme })}
      />
      <ChoiceSelect
        label={TEXT.textSize}
        value={choices.textSize}
        options={TEXT.textSizes}
        onChange={(textSize) => preferences.choose({ textSize })}
      />
    </div>
  );
}

function ChoiceSelect<Choice extends DisplayChoices[keyof DisplayChoices]>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Choice;
  options: Record<Choice, string>;
  onChange: (choice: Choice) => void;
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
          <option key={choice} value={choice}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
