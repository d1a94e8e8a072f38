import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showDeskLanguage } from '@/desk/i18n/texts';
import { ImportPreviewView } from '@/desk/import/ImportPreviewView';
import { previewImport } from '@/desk/import/previewImport';

const file = [
  'Customer name;Address;Items;Total;Payment',
  'Ana;Rua A 1;1 x Fries;3,20;Cash',
  'Rui;;1 x Fries;abc;Cash',
].join('\n');
const preview = previewImport(file, {
  currency: 'EUR',
  dayStart: new Date(2026, 10, 26).getTime(),
});

afterEach(async () => {
  await showDeskLanguage('en');
});

describe('the import preview’s bad rows', () => {
  it('names each one by its line and field', () => {
    render(<ImportPreviewView preview={preview} good={[]} />);
    const problems = screen.getByRole('heading', { name: 'Rows with problems' })
      .nextElementSibling as HTMLElement;
    expect(problems.textContent).toContain('Line 3: Enter the address');
    expect(problems.textContent).toContain('Line 3: Total is not a number');
  });

  it('says them in the language shown', async () => {
    await showDeskLanguage('pt-PT');
    render(<ImportPreviewView preview={preview} good={[]} />);
    expect(screen.getByText('Linha 3: Indique a morada')).toBeInTheDocument();
    expect(screen.getByText('Linha 3: Total: não é um número')).toBeInTheDocument();
  });
});
