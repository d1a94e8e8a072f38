// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withFirstScreen } from '../../../scripts/vite/prerenderFirstScreens';

// Where the build puts the prerendered first screen (scripts/vite/prerenderFirstScreens.ts).

const BUILT = `<!doctype html>
<html lang="en">
  <head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body>
    <noscript>Dispatch needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('withFirstScreen', () => {
  it('fills #root with the markup and names the screen it shows', () => {
    const html = withFirstScreen(BUILT, 'login', '<main class="login">$& $1</main>');
    expect(html).toContain(
      '<div id="root" data-first-screen="login"><main class="login">$& $1</main></div>\n  </body>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html.match(/id="root"/g)).toHaveLength(1);
  });

  it('replaces what #root held before (the dev HTML leaves it empty; a rebuild may not)', () => {
    const once = withFirstScreen(BUILT, 'starting', '<main>Starting</main>');
    const twice = withFirstScreen(once, 'login', '<main>Sign in</main>');
    expect(twice).toContain('<div id="root" data-first-screen="login"><main>Sign in</main></div>');
    expect(twice).not.toContain('Starting');
  });

  it('fails the build when the HTML has no #root to fill', () => {
    expect(() => withFirstScreen('<html><body></body></html>', 'login', '<main></main>')).toThrow(
      'no <div id="root">',
    );
  });
});
