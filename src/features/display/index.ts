// The display feature: theme and text size, chosen in the side menu and kept per device.
export { DisplayMenuControls } from './DisplayMenuControls';
export {
  applyDisplayChoices,
  createDisplayPreferences,
  readDisplayChoices,
  saveDisplayChoices,
  sharedDisplayPreferences,
  shownTheme,
  DEFAULT_DISPLAY_CHOICES,
  DISPLAY_STORAGE_KEYS,
  THEME_COLORS,
  type DisplayChoices,
  type DisplayEnvironment,
  type DisplayPreferences,
  type PreferenceStorage,
  type ShownTheme,
  type TextSizeChoice,
  type ThemeChoice,
} from './preferences';
