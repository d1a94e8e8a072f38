import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { useTranslation } from '@/ui/i18n';
import { useStore } from '@/ui/useStore';
import {
  sharedDisplayPreferences,
  type DisplayPreferences,
  type TextSizeChoice,
  type ThemeChoice,
} from './preferences';
import './display.css';

const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const TEXT_SIZE_CHOICES: readonly TextSizeChoice[] = ['standard', 'large', 'extra-large'];

/** "Theme" and "Text size" for the side menu; the choice applies at once and is remembered. */
export function DisplayMenuControls({
  preferences = sharedDisplayPreferences(),
}: {
  /** The preferences store; the page's shared one unless a test passes its own. */
  preferences?: DisplayPreferences;
}) {
  const choices = useStore(preferences);
  const { t } = useTranslation();
  const themes = Object.fromEntries(
    THEME_CHOICES.map((choice) => [choice, t(`display.themes.${choice}`)]),
  ) as Record<ThemeChoice, string>;
  const textSizes = Object.fromEntries(
    TEXT_SIZE_CHOICES.map((choice) => [choice, t(`display.textSizes.${choice}`)]),
  ) as Record<TextSizeChoice, string>;
  return (
    <div className="display-settings">
      <ChoiceSelect
        label={t('display.theme')}
        value={choices.theme}
        options={themes}
        onChange={(theme) => preferences.choose({ theme })}
      />
      <ChoiceSelect
        label={t('display.textSize')}
        value={choices.textSize}
        options={textSizes}
        onChange={(textSize) => preferences.choose({ textSize })}
      />
    </div>
  );
}
