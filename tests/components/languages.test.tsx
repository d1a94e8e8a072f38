import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '@/app/AppRoot';
import { prerenderFirstScreen } from '@/app/prerender';
import { SignOutDialog } from '@/app/SignOutDialog';
import { parseEnv } from '@/config/env';
import { StatusBadge } from '@/features/orders/StatusBadge';
import { noAppUpdates } from '@/features/pwa';
import type { Services } from '@/services/ports';
import { LANGUAGE_STORAGE_KEY, showLanguage } from '@/ui/i18n';
import { createFakeServices } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// Languages (docs/i18n.md): the phone's or the menu's, Portuguese plurals, server words, and the
// prerendered English first screen switching to Portuguese after hydration without a mismatch.

let mounted: { root: Root; container: HTMLElement } | null = null;
afterEach(async () => {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = null;
  }
  localStorage.clear();
  await act(() => showLanguage('en'));
});

function phoneSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('a Portuguese phone', () => {
  it('hydrates the prerendered English sign-in form, then shows it in Portuguese', async () => {
    phoneSpeaks('pt-PT', 'en');
    window.history.replaceState(null, '', '/login');
    const config = parseEnv({});
    const container = document.createElement('div');
    container.innerHTML = prerenderFirstScreen('login', config);
    document.body.append(container);
    expect(within(container).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const recoverableErrors: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    const never = new Promise<Services>(() => {});
    const root = hydrateRoot(
      container,
      <AppRoot config={config} updates={noAppUpdates} firstScreen="login" load={() => never} />,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
    mounted = { root, container };

    expect(await within(container).findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(within(container).getByText('Palavra-passe')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('stays English when the saved choice is English', async () => {
    // The page as index.html gives it, whichever test of this file ran before.
    document.documentElement.lang = 'en';
    phoneSpeaks('pt-PT');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/login');
    const never = new Promise<Services>(() => {});
    render(
      <AppRoot
        config={parseEnv({})}
        updates={noAppUpdates}
        firstScreen="login"
        load={() => never}
      />,
    );
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the Language control in the side menu', () => {
  it('switches to Português and back, remembered on this device', async () => {
    renderApp(createFakeServices({ signedInAs: 'dispatcher@demo.test' }), '/order');
    const user = userEvent.setup();
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect([...(language as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'English',
      'Português',
    ]);

    await user.selectOptions(language, 'Português');
    const idioma = await screen.findByRole('combobox', { name: 'Idioma' });
    expect(idioma).toHaveValue('pt-PT');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt-PT');
    expect(document.documentElement.lang).toBe('pt-PT');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    expect(within(menu).getByRole('combobox', { name: 'Tema' })).toBeInTheDocument();

    await user.selectOptions(idioma, 'English');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('Portuguese words', () => {
  it('counts with the library: one change, two changes', async () => {
    await act(() => showLanguage('pt-PT'));
    const noop = () => {};
    const dialog = (unsent: number) =>
      render(
        <SignOutDialog
          unsent={unsent}
          busy={false}
          onStay={noop}
          onSignOut={noop}
          onDiscardAndSignOut={noop}
        />,
      );
    const one = dialog(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      '1 alteração de estado ainda não chegou ao servidor.',
    );
    expect(
      screen.getByRole('button', { name: 'Descartar a alteração e terminar sessão' }),
    ).toBeInTheDocument();
    one.unmount();
    dialog(2);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      '2 alterações de estado ainda não chegaram ao servidor.',
    );
    expect(
      screen.getByRole('button', { name: 'Descartar as alterações e terminar sessão' }),
    ).toBeInTheDocument();
  });

  it('translates a known status and shows an unknown one as the server sent it', async () => {
    await act(() => showLanguage('pt-PT'));
    render(
      <>
        <StatusBadge status="On the Way" />
        <StatusBadge status="Preparing" />
        <StatusBadge status={null} />
      </>,
    );
    expect(screen.getByText('A caminho')).toHaveClass('status-badge--on-the-way');
    expect(screen.getByText('Preparing')).toBeInTheDocument();
    expect(screen.getByText('Sem estado')).toBeInTheDocument();
  });
});
