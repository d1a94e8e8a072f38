// The one place that says which Chromium the tests, the benchmark and the icon script drive,
// and how: Debian's Chromium (Playwright cannot download its own here), headless, without the
// background services that would try to reach the (closed) network.
import process from 'node:process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
