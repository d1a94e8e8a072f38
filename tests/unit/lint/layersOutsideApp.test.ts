// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restrictedImports, use } from './layersLint';

// The layer zones of eslint.config.js (docs/architecture.md#layers) beside the app's layers,
// each shown to fail a broken import and to let the allowed one through: platform, backend/core,
// the tests (the @/ alias), the in-browser backend (src/demo) and the customer's tracking page
// (src/track). The code is linted as if it were the named file.

describe('layer zones', () => {
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
          expect.stringContaining('import the in-browser backend (src/demo)'),
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
        ['src/track/main.ts', '@/demo/server/store', 'import the in-browser backend'],
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
});
