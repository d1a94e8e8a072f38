// @vitest-environment node
// vite.config.ts loads without Vite's "configLoader: 'native'" warning, which otherwise greets
// every `npm start`: its relative imports carry their file extensions.
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

describe('vite.config.ts', () => {
  it('loads without warnings', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);

    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      'vite.config.ts',
      process.cwd(),
      'warn',
      logger,
    );

    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
