// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restrictedImports, use as usingNames } from './layersLint';

// The desk's zone of eslint.config.js (docs/desk.md#its-own-entry-build-and-zone): the back
// office's app (src/desk) and the driver app never import each other; the desk reaches the
// outside world through its ports, and only its composition root picks the adapters. The code
// is linted as if it were the named file.

const importing = (source: string) => `import { x } from '${source}';${usingNames('x')}`;

describe('the desk (src/desk) and the driver app stay apart', () => {
  it('fails when the desk imports the driver app: features, app, the outbox, the worker', async () => {
    for (const [file, source] of [
      ['src/desk/board/Board.tsx', '@/features/orders'],
      ['src/desk/DeskApp.tsx', '@/features/shared/services'],
      ['src/desk/DeskApp.tsx', '../app/App'],
      ['src/desk/board/useAssignments.ts', '@/outbox'],
      ['src/desk/main.tsx', '@/sw/offline'],
    ]) {
      const errors = await restrictedImports(file, importing(source));
      expect(errors, `${file} ← ${source}`).toEqual([
        expect.stringContaining('The desk uses none of the driver app'),
      ]);
    }
  });

  it('fails when the driver app imports the desk, by alias or by path', async () => {
    for (const [file, source] of [
      ['src/features/orders/Example.tsx', '@/desk/board/board'],
      ['src/features/shared/Example.ts', '../../desk/DeskApp'],
      ['src/app/Example.tsx', '@/desk'],
      ['src/app/loadServices.ts', '@/desk/loadDeskServices'],
      ['src/outbox/Example.ts', '@/desk/board/assignments'],
      ['src/ui/Example.tsx', '../desk/i18n/texts'],
      ['src/services/firebase/Example.ts', '@/desk/deskServices'],
      ['src/demo/adapters/Example.ts', '@/desk/board/board'],
      ['src/main.tsx', './desk/main'],
    ]) {
      const errors = await restrictedImports(file, importing(source));
      expect(errors, `${file} ← ${source}`).toEqual([
        expect.stringContaining('the driver app never does'),
      ]);
    }
  });

  it('keeps adapters and the in-browser backend out of the desk but for its composition root', async () => {
    for (const [file, source, message] of [
      ['src/desk/DeskApp.tsx', '@/services/firebase/desk', 'only through services/deskPorts'],
      ['src/desk/DeskApp.tsx', '@/services/http/deskApi', 'only through services/deskPorts'],
      ['src/desk/board/Board.tsx', '@/demo/adapters/desk', 'import the in-browser backend'],
      ['src/desk/DeskApp.tsx', 'firebase/auth', 'Only src/services may use Firebase'],
      ['src/desk/DeskApp.tsx', 'axios', 'Only src/services may use axios'],
    ]) {
      const errors = await restrictedImports(file, importing(source));
      expect(errors, `${file} ← ${source}`).toContainEqual(expect.stringContaining(message));
    }
  });

  it('allows the desk domain, platform, config, ui and its ports', async () => {
    const code = `import { isManager } from '@/domain/roles';
import { randomUuid } from '@/platform';
import { configResult } from '@/config/env';
import { formatTime } from '@/ui/format';
import type { DeskServices } from '@/services/deskPorts';
import type { AuthUser } from '@/services/ports';
import { buildBoard } from './board';
export type T = DeskServices | AuthUser;${usingNames('isManager, randomUuid, configResult, formatTime, buildBoard')}`;
    expect(await restrictedImports('src/desk/board/Example.ts', code)).toEqual([]);
  });

  it('lets its composition root load the demo’s and Firebase’s desk adapters', async () => {
    // Static imports here, to be checked at all: the root itself imports them dynamically.
    const code = `import { x } from '@/demo/adapters/desk';
import { y } from '@/services/firebase/desk';${usingNames('x, y')}`;
    expect(await restrictedImports('src/desk/loadDeskServices.ts', code)).toEqual([]);
    const errors = await restrictedImports(
      'src/desk/loadDeskServices.ts',
      importing('@/features/session'),
    );
    expect(errors).toEqual([expect.stringContaining('The desk uses none of the driver app')]);
  });
});
