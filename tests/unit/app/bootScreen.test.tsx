import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingScreen, STARTING_LABEL } from '../../../src/ui/LoadingScreen';

// index.html carries the app's first screen so it shows before the scripts have run. If it
// drifted from what React renders first, the start would flash from one screen to another.

describe('the boot screen in index.html', () => {
  it('is exactly what the app renders first, inside #root', () => {
    const html = readFileSync(resolve('index.html'), 'utf8');
    const root = /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
    // Formatting whitespace between tags aside (Prettier lays the HTML out).
    expect(root?.replace(/>\s+</g, '><').trim()).toBe(
      renderToStaticMarkup(<LoadingScreen label={STARTING_LABEL} />),
    );
  });
});
