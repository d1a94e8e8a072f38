import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDisplayPreferences,
  DisplayMenuControls,
  type PreferenceStorage,
} from '@/features/display';

function preferencesOn(saved: Record<string, string> = {}, storageWorks = true) {
  const items = new Map(Object.entries(saved));
  const storage: PreferenceStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (!storageWorks) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
  const preferences = createDisplayPreferences({
    storage,
    document,
    phonePrefersDark: () => true,
  });
  return { preferences, items };
}

afterEach(() => {
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.textSize;
});

describe('DisplayMenuControls', () => {
  it('offers Theme (System, Light, Dark) and Text size (Standard, Large, Extra large)', () => {
    render(<DisplayMenuControls preferences={preferencesOn().preferences} />);
    const theme = screen.getByRole('combobox', { name: 'Theme' });
    const textSize = screen.getByRole('combobox', { name: 'Text size' });
    const names = (select: HTMLElement) =>
      [...(select as HTMLSelectElement).options].map((option) => option.textContent);
    expect(names(theme)).toEqual(['System', 'Light', 'Dark']);
    expect(names(textSize)).toEqual(['Standard', 'Large', 'Extra large']);
    expect(theme).toHaveDisplayValue('System');
    expect(textSize).toHaveDisplayValue('Standard');
  });

  it('shows the saved choices', () => {
    const { preferences } = preferencesOn({
      'dispatch.theme': 'light',
      'dispatch.textSize': 'extra-large',
    });
    render(<DisplayMenuControls preferences={preferences} />);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Light');
    expect(screen.getByRole('combobox', { name: 'Text size' })).toHaveDisplayValue('Extra large');
  });

  it('applies and remembers a choice at once', async () => {
    const user = userEvent.setup();
    const { preferences, items } = preferencesOn();
    render(<DisplayMenuControls preferences={preferences} />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(items.get('dispatch.theme')).toBe('light');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Light');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Text size' }), 'Large');
    expect(document.documentElement.dataset.textSize).toBe('large');
    expect(items.get('dispatch.textSize')).toBe('large');

    // Back to System: the phone (dark here) decides again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'System');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('still applies a choice the storage refuses to keep', async () => {
    const user = userEvent.setup();
    const { preferences } = preferencesOn({}, false);
    render(<DisplayMenuControls preferences={preferences} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text size' }), 'Extra large');
    expect(document.documentElement.dataset.textSize).toBe('extra-large');
    expect(screen.getByRole('combobox', { name: 'Text size' })).toHaveDisplayValue('Extra large');
  });
});
