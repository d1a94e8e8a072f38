import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartingScreen } from '../../../src/ui/LoadingScreen';

// index.html carries the app's first screen so it shows before the scripts have run. If it
// drifted from what React renders first, the start would flash from one screen to another.

describe('the boot screen in index.html', () => {
  it('is exactly what the app renders first, inside #root', () => {
    const html = readFileSync(resolve('index.html'), 'utf8');
    const root = /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
    // Formatting whitespace next to tags aside (Prettier lays the HTML out; it renders the same).
    const laidOut = root?.replace(/\s+/g, ' ').replace(/> /g, '>').replace(/ </g, '<').trim();
    expect(laidOut).toBe(renderToStaticMarkup(<StartingScreen />));
  });
});
