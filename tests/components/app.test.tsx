import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { ServicesBoot } from '@/app/ServicesBoot';
import { parseEnv } from '@/config/env';
import { createFakeServices } from '../support/fakeServices';
import { demoConfig } from '../support/renderApp';

describe('App start-up', () => {
  it('shows the configuration error screen naming what is missing for a partial Firebase setup', () => {
    render(
      <App
        config={parseEnv({
          VITE_FIREBASE_API_KEY: 'key',
          VITE_FIREBASE_PROJECT_ID: 'proj',
          VITE_BACKEND_URL: 'not a url',
        })}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Dispatch is not configured correctly' }),
    ).toBeInTheDocument();
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent('VITE_FIREBASE_AUTH_DOMAIN is missing');
    expect(problems).toHaveTextContent('VITE_FIREBASE_APP_ID is missing');
    expect(problems).toHaveTextContent('VITE_FIREBASE_MESSAGING_SENDER_ID is missing');
    expect(problems).toHaveTextContent('VITE_BACKEND_URL must be an http(s) URL');
    expect(problems).not.toHaveTextContent('VITE_FIREBASE_API_KEY is missing');
  });

  it('starts on the services it loads', async () => {
    window.history.replaceState(null, '', '/login');
    render(
      <BrowserRouter>
        <ServicesBoot config={demoConfig} load={async () => createFakeServices()} />
      </BrowserRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('starts at once on adapters loaded before its first render, and loads none itself', async () => {
    window.history.replaceState(null, '', '/login');
    const load = vi.fn(async () => createFakeServices());
    render(
      <BrowserRouter>
        <ServicesBoot config={demoConfig} load={load} loaded={createFakeServices()} />
      </BrowserRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('says so when the services cannot load, with a way to retry', async () => {
    render(
      <ServicesBoot
        config={demoConfig}
        load={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Dispatch could not start' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
