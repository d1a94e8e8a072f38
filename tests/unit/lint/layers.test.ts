// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messagesOf, restrictedImports, use } from './layersLint';

// The layer zones of eslint.config.js (docs/architecture.md#layers), each shown to fail a broken
// import and to let the allowed one through. The code is linted as if it were the named file.
// This file: the app's layers — features, services, domain, ui, the app, the outbox — and no
// import cycle in src. The zones of platform, backend/core, the tests, the in-browser backend
// and the tracking page are in layersOutsideApp.test.ts.

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
