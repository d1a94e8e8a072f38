import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { showLanguage } from '@/ui/i18n';
import { createFakeServices, offlineError, receipt } from '../../support/fakeServices';
import { renderApp } from '../../support/renderApp';

// "About this app" in the side menu (docs/diagnostics.md): the facts, "Copy diagnostics" with
// its confirmation, offline, in English and Portuguese, with no customer data in the copy.

const noon = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

function signedIn() {
  return createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now: noon,
    receipts: [
      receipt('open-1', {
        orderNumber: '1',
        status: 'Pending',
        updateTimestamp: noon - 60_000,
        customer: { name: 'Grace Hopper', phone: '+351 912 345 678' },
        address: { formatted: 'Rua Augusta 221, Lisboa' },
      }),
    ],
  });
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => showLanguage('en'));
});

async function openAbout(name = 'About this app') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^(Menu)$/ }));
  await user.click(screen.getByRole('button', { name }));
  return { user, sheet: screen.getByRole('dialog', { name }) };
}

function fact(sheet: HTMLElement, label: string) {
  const term = within(sheet).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('About this app', () => {
  it('shows the facts, offline, with what is waiting, and copies them without customer data', async () => {
    const services = signedIn();
    services.control.failDeliveryUpdates(offlineError());
    renderApp(services, '/order-detail?id=open-1');
    const user0 = userEvent.setup();
    await user0.click(await screen.findByRole('button', { name: 'Picked Up' }));
    setOnline(false);

    const { user, sheet } = await openAbout();
    expect(fact(sheet, 'Version')).toMatch(/^v\d+\.\d+\.\d+$/);
    expect(fact(sheet, 'Mode')).toBe('Demo');
    expect(fact(sheet, 'Signed in as')).toBe('dispatcher@demo.test');
    expect(fact(sheet, 'Waiting to be sent')).toMatch(/^1 change, oldest /);
    expect(fact(sheet, 'Connection')).toBe('Offline');
    expect(fact(sheet, 'Notifications')).toBeTruthy();
    expect(fact(sheet, 'Offline support')).toBeTruthy();
    expect(fact(sheet, 'Storage')).toBeTruthy();

    await user.click(within(sheet).getByRole('button', { name: 'Copy diagnostics' }));
    expect(within(sheet).getByRole('status')).toHaveTextContent('Diagnostics copied.');
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Signed in as: dispatcher@demo.test');
    expect(copied).toContain('Waiting to be sent: 1 change');
    expect(copied).not.toMatch(/Grace|Hopper|912|Augusta/);

    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the text to copy by hand when the clipboard refuses', async () => {
    renderApp(signedIn(), '/order');
    const { user, sheet } = await openAbout();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    document.execCommand = () => false;
    await user.click(within(sheet).getByRole('button', { name: 'Copy diagnostics' }));
    expect(within(sheet).getByRole('status')).toHaveTextContent('Could not copy.');
    const text = within(sheet).getByRole('textbox', { name: 'Copy diagnostics' });
    expect((text as HTMLTextAreaElement).value).toContain('Mode: Demo');
  });

  it('speaks Portuguese', async () => {
    await act(() => showLanguage('pt-PT'));
    renderApp(signedIn(), '/order');
    const { user, sheet } = await openAbout('Sobre esta aplicação');
    expect(fact(sheet, 'Modo')).toBe('Demonstração');
    expect(fact(sheet, 'À espera de envio')).toBe('Nada');
    await user.click(within(sheet).getByRole('button', { name: 'Copiar diagnóstico' }));
    expect(within(sheet).getByRole('status')).toHaveTextContent('Diagnóstico copiado.');
    expect(await navigator.clipboard.readText()).toContain(
      'Sessão iniciada como: dispatcher@demo.test',
    );
  });
});
