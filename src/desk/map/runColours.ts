import { RUN_COLOURS } from './mapModel';

/**
 * The runs' colours for Google's markers, which take a colour rather than a class: the same as
 * map.css's --run-0 … --run-9 (tests/unit/desk/runColours.test.ts keeps the two alike).
 */
export const RUN_COLOUR_HEX: readonly string[] = [
  '#1f5fbf',
  '#b3261e',
  '#1b6e35',
  '#7a3fb0',
  '#9a4f00',
  '#00686f',
  '#a8235f',
  '#4f5a10',
  '#3949ab',
  '#5d4037',
];

export function runColourHex(colour: number): string {
  return RUN_COLOUR_HEX[colour % RUN_COLOURS] ?? RUN_COLOUR_HEX[0]!;
}
