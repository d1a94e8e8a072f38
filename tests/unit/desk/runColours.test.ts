import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUN_COLOURS } from '@/desk/map/mapModel';
import { RUN_COLOUR_HEX, runColourHex } from '@/desk/map/runColours';

// Google's markers take the runs' colours as values: they must be map.css's, run for run.

describe("the runs' colours", () => {
  it('are map.css’s --run colours, in order', () => {
    const css = readFileSync(join(process.cwd(), 'src/desk/map/map.css'), 'utf8');
    const fromCss = [...css.matchAll(/\.desk-map--run-(\d+) \{\s*--run: (#[0-9a-f]{6});/g)]
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((match) => match[2]);
    expect(fromCss).toHaveLength(RUN_COLOURS);
    expect(RUN_COLOUR_HEX).toEqual(fromCss);
  });

  it('go round after the last', () => {
    expect(runColourHex(RUN_COLOURS + 2)).toBe(RUN_COLOUR_HEX[2]);
  });
});
