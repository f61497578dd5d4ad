/**
 * The colour grammar in words: readColor gives the reason a colour is refused (the
 * grammar itself, in color-scan.ts, gives a fault code).
 */
import { scanColor, type Rgba } from './color-scan.js';
import { colorFaultText } from './reasons.js';

export { scanColor, toHex, type Rgba } from './color-scan.js';

/** The colour, or the reason it is refused. */
export function readColor(input: string): Rgba | string {
  const color = scanColor(input);
  return typeof color === 'string' ? colorFaultText(color) : color;
}
