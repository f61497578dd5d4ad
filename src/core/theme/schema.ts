/**
 * The cashierAppearance document as a zod/mini schema: `{"theme"?, "variables"?}` with
 * every variable checked by its value grammar. It is strict (unknown keys are issues)
 * so the JSON Schema generated from it (themes/appearance.schema.json) flags typos in
 * editors; parseAppearance applies the same grammars leniently.
 */
import * as z from 'zod/mini';
import { PRESET_NAMES } from './presets.js';
import { parseVariableValue } from './values.js';
import { DEFAULT_VARIABLES, VARIABLE_NAMES, VARIABLES, type VariableName } from './variables.js';

function variableSchema(name: VariableName) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const result = parseVariableValue(name, value);
      if (!result.ok) ctx.addIssue(result.reason);
    }),
    z.meta({ description: describe(name), examples: [DEFAULT_VARIABLES[name]] }),
  );
}

function describe(name: VariableName): string {
  const spec = VARIABLES[name];
  if (spec.kind === 'color') return `${spec.description} A colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() or a common colour name.`;
  return spec.description;
}

type VariablesShape = Record<VariableName, z.ZodMiniOptional<ReturnType<typeof variableSchema>>>;

export const AppearanceVariables = z.strictObject(
  Object.fromEntries(VARIABLE_NAMES.map((name) => [name, z.optional(variableSchema(name))])) as VariablesShape,
);

// Inferred: "variables" may be absent — a document naming only a preset is meaningful.
export const AppearanceDocument = z.strictObject({
  theme: z.optional(
    z.enum(PRESET_NAMES).check(z.meta({ description: 'A built-in theme the variables override.' })),
  ),
  variables: z.optional(AppearanceVariables),
}).check(
  z.meta({
    title: 'cashierAppearance',
    description: 'Theme of the acq-cashier widget: a preset and variables that override it. Send it JSON-encoded as a string.',
  }),
);
export type AppearanceDocument = z.infer<typeof AppearanceDocument>;
