// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer zones of eslint.config.js (docs/architecture.md#layers), each shown to fail a broken
// import and to let the allowed one through. The code is linted as if it were the named file.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

async function messagesOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

const restrictedImports = (filePath: string, code: string) =>
  messagesOf('no-restricted-imports', filePath, code);

const use = (names: string) => `\nconsole.log(${names});\n`;

describe('layer zones', () => {
  describe('a feature reaches services only through services/ports', () => {
    const file = 'src/features/orders/Example.ts';

    it('fails on services/index.ts, by path or alias', async () => {
      for (const source of ['../../services', '../../services/index', '@/services']) {
        const errors = await restrictedImports(
          file,
          `import { loadServices } from '${source}';${use('loadServices')}`,
        );
        expect(errors, source).toEqual([expect.stringContaining('services/ports')]);
      }
    });

    it('fails on an adapter', async () => {
      const errors = await restrictedImports(
        file,
        `import { createHttpDispatchApi } from '../../services/http';${use('createHttpDispatchApi')}`,
      );
      expect(errors).toHaveLength(1);
    });

    it('allows services/ports and the services context', async () => {
      const code = `import { systemClock } from '../../services/ports';
import { useServices } from '../shared/services';${use('systemClock, useServices')}`;
      expect(await restrictedImports(file, code)).toEqual([]);
    });
  });

  describe('a feature reaches another feature only through its index.ts', () => {
    it('fails on another feature’s internals, by path or alias', async () => {
      for (const [file, source] of [
        ['src/features/orders/Example.ts', '../session/SessionProvider'],
        ['src/features/orders/outbox/Example.ts', '../../session/SessionProvider'],
        ['src/features/notifications/Example.ts', '@/features/session/SessionProvider'],
        ['src/features/orders/Example.ts', '../map/MapView'],
      ]) {
        const errors = await restrictedImports(file, `import { x } from '${source}';${use('x')}`);
        expect(errors, source).toEqual([expect.stringContaining('from its index.ts')]);
      }
    });

    it('allows the other feature’s index and the feature’s own files', async () => {
      const code = `import { useSession } from '../session';
import { DeliveryMap } from '../map/index';
import { useOrdersOutbox } from './useOrdersOutbox';${use('useSession, DeliveryMap, useOrdersOutbox')}`;
      expect(await restrictedImports('src/features/orders/Example.ts', code)).toEqual([]);
    });
  });

  describe('domain imports nothing but domain', () => {
    it('fails on config, by path or alias', async () => {
      for (const source of ['../config/constants', '../config/paths', '@/config/constants']) {
        const errors = await restrictedImports(
          'src/domain/Example.ts',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toEqual([
          expect.stringContaining('domain imports nothing but domain.'),
        ]);
      }
    });

    it('fails on services and features', async () => {
      for (const source of ['../services/ports', '../features/orders']) {
        const errors = await restrictedImports(
          'src/domain/Example.ts',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toHaveLength(1);
      }
    });

    it('allows domain', async () => {
      const code = `import { parseReceipt } from './receipt';${use('parseReceipt')}`;
      expect(await restrictedImports('src/domain/Example.ts', code)).toEqual([]);
    });
  });

  describe('ui imports no feature', () => {
    it('fails on a feature, by path or alias', async () => {
      for (const source of [
        '../features/orders/OrderRow',
        '../features/map',
        '@/features/session',
      ]) {
        const errors = await restrictedImports(
          'src/ui/Example.tsx',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toEqual([expect.stringContaining('ui is presentational only.')]);
      }
    });

    it('allows ui and domain', async () => {
      const code = `import { Spinner } from './Spinner';
import type { Receipt } from '../domain/receipt';
export type Row = Receipt;${use('Spinner')}`;
      expect(await restrictedImports('src/ui/Example.tsx', code)).toEqual([]);
    });
  });
  describe('platform imports nothing from src/', () => {
    it('fails on domain, services, features and React', async () => {
      for (const source of ['../domain/day', '@/services/ports', '../features/orders', 'react']) {
        const errors = await restrictedImports(
          'src/platform/Example.ts',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toHaveLength(1);
      }
    });

    it('allows platform, and every layer above domain may import it', async () => {
      expect(
        await restrictedImports(
          'src/platform/Example.ts',
          `import { x } from './timers';${use('x')}`,
        ),
      ).toEqual([]);
      for (const file of [
        'src/demo/adapters/Example.ts',
        'src/features/orders/Example.ts',
        'src/app/Example.ts',
        'src/ui/Example.tsx',
      ]) {
        const code = `import { isOnline } from '@/platform';${use('isOnline')}`;
        expect(await restrictedImports(file, code), file).toEqual([]);
      }
    });

    it('is out of reach of domain', async () => {
      const errors = await restrictedImports(
        'src/domain/Example.ts',
        `import { isOnline } from '../platform';${use('isOnline')}`,
      );
      expect(errors).toEqual([expect.stringContaining('domain imports nothing but domain.')]);
    });
  });

  describe('backend/core imports only domain and itself', () => {
    it('fails on services, config, features, Firebase and Node', async () => {
      for (const source of [
        '@/services/ports',
        '@/config/constants',
        '../../src/features/orders',
        'firebase-admin',
        'node:crypto',
        '../other',
      ]) {
        const errors = await restrictedImports(
          'backend/core/Example.ts',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toEqual([expect.stringContaining('backend/core imports only')]);
      }
    });

    it('allows domain and the core’s own files', async () => {
      const code = `import { x } from '@/domain/orders';
import { y } from './store';${use('x, y')}`;
      expect(await restrictedImports('backend/core/Example.ts', code)).toEqual([]);
    });
  });

  describe('tests name src/ by the @/ alias', () => {
    it('fails on a relative climb into src/', async () => {
      for (const source of ['../../src/domain/day', '../../../src/features/orders']) {
        const errors = await restrictedImports(
          'tests/unit/Example.test.ts',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toEqual([expect.stringContaining("as '@/…'")]);
      }
    });

    it('allows the alias and the tests’ own helpers', async () => {
      const code = `import { x } from '@/domain/day';
import { y } from '../helpers';${use('x, y')}`;
      expect(await restrictedImports('tests/unit/Example.test.ts', code)).toEqual([]);
    });
  });

  describe('the in-browser backend (src/demo) is imported only by the composition root', () => {
    it('fails in features, app, services, the outbox and ui, by path or alias', async () => {
      for (const [file, source] of [
        ['src/features/session/Example.tsx', '@/demo/server/accounts'],
        ['src/features/orders/Example.ts', '../../demo/adapters'],
        ['src/app/Example.tsx', '@/demo/adapters'],
        ['src/services/firebase/Example.ts', '@/demo/adapters/pushToken'],
        ['src/outbox/Example.ts', '@/demo/server/backend'],
        ['src/ui/Example.tsx', '@/demo/server/seed'],
        ['src/main.tsx', './demo/adapters'],
      ]) {
        const errors = await restrictedImports(file, `import { x } from '${source}';${use('x')}`);
        expect(errors, `${file} ← ${source}`).toEqual([
          expect.stringContaining('Only src/app/loadServices.ts imports the in-browser backend'),
        ]);
      }
    });

    it('allows src/app/loadServices.ts, and the demo its own files and the ports', async () => {
      expect(
        await restrictedImports(
          'src/app/loadServices.ts',
          `import { x } from '@/demo/server/accounts';${use('x')}`,
        ),
      ).toEqual([]);
      const code = `import { x } from '@/demo/server/store';
import type { Services } from '@/services/ports';
export type S = Services;${use('x')}`;
      expect(await restrictedImports('src/demo/adapters/Example.ts', code)).toEqual([]);
    });

    it('keeps the screens and the outbox out of the demo', async () => {
      for (const source of ['@/features/orders', '@/outbox', '@/app/App']) {
        const errors = await restrictedImports(
          'src/demo/server/Example.ts',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toEqual([expect.stringContaining('src/demo implements the ports')]);
      }
    });
  });

  describe('the customer’s tracking page (src/track) is plain DOM, apart from the driver app', () => {
    it('fails on React, Firebase, the app’s layers, and the demo outside demoSource.ts', async () => {
      for (const [file, source, message] of [
        ['src/track/main.ts', 'react', 'plain DOM'],
        ['src/track/main.ts', 'firebase/app', 'Only src/services may use Firebase'],
        ['src/track/render.ts', '@/features/orders', 'none of the driver app'],
        ['src/track/render.ts', '@/services/ports', 'none of the driver app'],
        ['src/track/main.ts', '../ui/i18n', 'none of the driver app'],
        ['src/track/main.ts', '@/demo/server/store', 'Only src/app/loadServices.ts'],
        ['src/track/demoSource.ts', '@/app/App', 'none of the driver app'],
      ]) {
        const errors = await restrictedImports(file, `import { x } from '${source}';${use('x')}`);
        expect(errors, `${file} ← ${source}`).toEqual([expect.stringContaining(message)]);
      }
    });

    it('allows the domain, the core, and the demo store in demoSource.ts', async () => {
      const code = `import { x } from '@/domain/route/geo';
import { y } from '@backend/core/tracking';
import { z } from '@/demo/server/store';${use('x, y, z')}`;
      expect(await restrictedImports('src/track/demoSource.ts', code)).toEqual([]);
    });
  });

  describe('the app uses a feature only through its index.ts', () => {
    it('fails on a feature’s internal file', async () => {
      for (const source of [
        '@/features/orders/OrdersListPage',
        '@/features/orders/outcomes/UndoBar',
        '@/features/session/SessionProvider',
        '../features/today/TodayPage',
      ]) {
        const errors = await restrictedImports(
          'src/app/Example.tsx',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toEqual([expect.stringContaining('from its index.ts')]);
      }
    });

    it('allows a feature’s index and the features’ shared toolbox', async () => {
      const code = `import { OrdersListPage } from '@/features/orders';
import { useServices } from '@/features/shared/services';${use('OrdersListPage, useServices')}`;
      expect(await restrictedImports('src/app/Example.tsx', code)).toEqual([]);
    });
  });

  describe('the outbox imports only domain, platform and services/ports', () => {
    it('fails on a feature, the app, ui, an adapter and React', async () => {
      for (const source of [
        '@/features/orders',
        '@/features/orders/proof/shrinkPhoto',
        '../features/orders/OrderRow',
        '@/app/App',
        '@/ui/format',
        '@/services/http/client',
        'react',
      ]) {
        const errors = await restrictedImports(
          'src/outbox/Example.ts',
          `import { x } from '${source}';${use('x')}`,
        );
        expect(errors, source).toHaveLength(1);
      }
    });

    it('allows domain, platform, services/ports and its own files', async () => {
      const code = `import { x } from '@/domain/receipt';
import { y } from '@/platform';
import { z } from '@/services/ports';
import { w } from './transitions';${use('x, y, z, w')}`;
      expect(await restrictedImports('src/outbox/Example.ts', code)).toEqual([]);
    });

    it('is used by features through its index.ts only', async () => {
      const inside = await restrictedImports(
        'src/features/orders/Example.ts',
        `import { x } from '@/outbox/transitions';${use('x')}`,
      );
      expect(inside).toEqual([expect.stringContaining('through its index.ts (@/outbox)')]);
      const index = await restrictedImports(
        'src/features/orders/Example.ts',
        `import { createOutbox } from '@/outbox';${use('createOutbox')}`,
      );
      expect(index).toEqual([]);
    });
  });

  describe('no import cycle in src', () => {
    it('fails on a planted cycle', async () => {
      // receipt.ts imports read.ts: read.ts importing receipt.ts back closes a circle.
      const code = `import { parseReceipt } from './receipt';${use('parseReceipt')}`;
      expect(await messagesOf('import-x/no-cycle', 'src/domain/read.ts', code)).toEqual([
        expect.stringContaining('Dependency cycle'),
      ]);
    });

    it('passes the same import where it makes no circle', async () => {
      const code = `import { parseReceipt } from './receipt';${use('parseReceipt')}`;
      expect(await messagesOf('import-x/no-cycle', 'src/domain/Example.ts', code)).toEqual([]);
    });
  });
});
