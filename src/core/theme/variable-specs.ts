/**
 * Which value grammar each theme variable accepts (variables.ts names them), with the
 * bounds of lengths: read only where an appearance is checked (the appearance code, a lazy
 * chunk, and the server), so kept out of the modules the first screen imports (issue 31).
 */
import type { VariableName } from './variables.js';

/** Bounds of a length variable: px (rem/em count as 16px each) and, if allowed, %. */
export interface LengthBounds {
  px: readonly [min: number, max: number];
  percent?: readonly [min: number, max: number];
}

export type VariableSpec = { kind: 'color' } | { kind: 'fontFamily' } | { kind: 'length'; bounds: LengthBounds };

const COLOR: VariableSpec = { kind: 'color' };

/** Descriptions for merchants live with the JSON Schema (schema.ts), out of the browser bundle. */
export const VARIABLES: Record<VariableName, VariableSpec> = {
  colorPrimary: COLOR,
  colorPrimaryText: COLOR,
  colorBackground: COLOR,
  colorSurface: COLOR,
  colorText: COLOR,
  colorTextSecondary: COLOR,
  colorDanger: COLOR,
  colorSuccess: COLOR,
  colorBorder: COLOR,
  fontFamily: { kind: 'fontFamily' },
  fontSizeBase: { kind: 'length', bounds: { px: [10, 24], percent: [62.5, 150] } },
  borderRadius: { kind: 'length', bounds: { px: [0, 48], percent: [0, 50] } },
  // Inferred: no % for spacing — padding percentages follow the container width.
  spacingUnit: { kind: 'length', bounds: { px: [2, 16] } },
  focusRingColor: COLOR,
};
