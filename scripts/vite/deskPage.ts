import type { Plugin } from 'vite';
import { pageBeside } from './pageBeside.ts';

// The back office's desk beside the driver app (docs/desk.md): its own entry and build
// (vite.desk.config.ts), served for /desk and everything under it.

export const DESK_PATH = /^\/desk(\/[^?#]*)?(\?.*)?$/;

export function deskPage(options: { enabled: boolean }): Plugin {
  return pageBeside(
    {
      name: 'dispatch-desk-page',
      configFile: 'vite.desk.config.ts',
      paths: DESK_PATH,
      sourceHtml: '/src/desk/desk.html',
      builtHtml: '/desk.html',
    },
    options,
  );
}
