/**
 * The cashierAppearance document as a zod/mini schema: `{"theme"?, "variables"?}` with
 * every variable checked by its value grammar. It is strict (unknown keys are issues)
 * so the JSON Schema generated from it (themes/appearance.schema.json) flags typos in
 * editors; parseAppearance applies the same grammars leniently.
 */
import * as z from 'zod/mini';
import { PRESET_NAMES } from './presets.js';
import { checkFontUrl, FONT_ORIGINS } from './fonts.js';
import { readLayout } from './layout.js';
import { AppearanceRules } from './rules-schema.js';
import { reasonText } from './reasons.js';
import { parseVariableValue } from './values.js';
import { DEFAULT_VARIABLES, VARIABLE_NAMES, type VariableName } from './variables.js';

function variableSchema(name: VariableName) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const result = parseVariableValue(name, value);
      if (!result.ok) ctx.addIssue(result.reason);
    }),
    z.meta({ description: DESCRIPTIONS[name], examples: [DEFAULT_VARIABLES[name]] }),
  );
}

const COLOR_GRAMMAR = 'A colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() or a common colour name.';

/** What each variable styles, for merchants reading the JSON Schema. */
const DESCRIPTIONS: Record<VariableName, string> = {
  colorPrimary: `Primary buttons, selected options, links. ${COLOR_GRAMMAR}`,
  colorPrimaryText: `Text and icons on colorPrimary. ${COLOR_GRAMMAR}`,
  colorBackground: `Background of the cashier. ${COLOR_GRAMMAR}`,
  colorSurface: `Cards, inputs and method tiles (drawn on colorBackground). ${COLOR_GRAMMAR}`,
  colorText: `Main text. ${COLOR_GRAMMAR}`,
  colorTextSecondary: `Labels, hints and secondary text. ${COLOR_GRAMMAR}`,
  colorDanger: `Error text and invalid field borders. ${COLOR_GRAMMAR}`,
  colorSuccess: `Success icon and accents. ${COLOR_GRAMMAR}`,
  colorBorder: `Borders of inputs, cards and dividers. ${COLOR_GRAMMAR}`,
  fontFamily: 'Comma-separated font families: quoted or bare names of letters, digits, spaces and hyphens, and generic families, e.g. "Inter", system-ui, sans-serif.',
  fontSizeBase: 'Base font size: 10px–24px (rem and em count as 16px), or 62.5%–150%.',
  borderRadius: 'Corner radius of buttons, inputs and cards: 0px–48px (rem and em count as 16px), or 0%–50%.',
  spacingUnit: 'The spacing step; elements use multiples of it: 2px–16px (rem and em count as 16px).',
  focusRingColor: `Keyboard focus outline (needs 3:1 against colorBackground). ${COLOR_GRAMMAR}`,
};

type VariablesShape = Record<VariableName, z.ZodMiniOptional<ReturnType<typeof variableSchema>>>;

export const AppearanceVariables = z.strictObject(
  Object.fromEntries(VARIABLE_NAMES.map((name) => [name, z.optional(variableSchema(name))])) as VariablesShape,
);

/** A layout length, checked by readLayout itself. */
function layoutLength(key: 'borderWidth' | 'focusRingWidth' | 'focusRingOffset', description: string) {
  return z.optional(
    z.string().check(
      z.superRefine((value, ctx) => {
        const fault = readLayout({ [key]: value }).faults[0];
        if (fault) ctx.addIssue(reasonText(fault.fault));
      }),
      z.meta({ description }),
    ),
  );
}

const AppearanceLayout = z.strictObject({
  labels: z.optional(z.enum(['above', 'floating']).check(z.meta({ description: 'Card form labels above the fields, or floating inside them.' }))),
  inputs: z.optional(z.enum(['spaced', 'condensed']).check(z.meta({ description: 'Card form fields spaced, or condensed (half the gaps).' }))),
  fontSizeScale: z.optional(z.number().check(z.gte(0.75), z.lte(1.5), z.meta({ description: 'Multiplies fontSizeBase: 0.75–1.5.' }))),
  borderWidth: layoutLength('borderWidth', 'Border width of fields, payment methods and buttons: 0px–4px.'),
  focusRingWidth: layoutLength('focusRingWidth', 'Width of the keyboard focus ring: 1px–6px.'),
  focusRingOffset: layoutLength('focusRingOffset', 'Gap between an element and its focus ring: 0px–8px.'),
}).check(z.meta({ description: 'Layout options: label placement, field spacing, font size scale, border and focus ring widths.' }));

const COLOR_VARIABLES = VARIABLE_NAMES.filter((name) => DEFAULT_VARIABLES[name].startsWith('#'));

const DarkVariables = z.strictObject(
  Object.fromEntries(COLOR_VARIABLES.map((name) => [name, z.optional(variableSchema(name))])) as Partial<VariablesShape>,
).check(z.meta({ description: 'With "colorScheme": "auto": the colours while the shopper\'s system is dark, over the night preset\'s.' }));

const AppearanceFonts = z
  .array(
    z.strictObject({
      cssSrc: z.string().check(
        z.superRefine((value, ctx) => {
          const checked = checkFontUrl(value);
          if (typeof checked !== 'string') ctx.addIssue(reasonText(checked));
        }),
        z.meta({ description: `An https stylesheet URL of a font service: ${Object.keys(FONT_ORIGINS).join(', ')}.` }),
      ),
    }),
  )
  .check(
    z.maxLength(4),
    z.meta({
      description:
        'Font stylesheets the widget links into the page; name their families in fontFamily. The page\'s CSP must allow the service in style-src and its font origin in font-src (see docs/appearance.md).',
    }),
  );

// Inferred: "variables" may be absent — a document naming only a preset is meaningful.
// Inferred: "$schema" (an editor's link to themes/appearance.schema.json) is allowed and ignored.
export const AppearanceDocument = z.strictObject({
  $schema: z.optional(z.string()),
  theme: z.optional(
    z.enum(PRESET_NAMES).check(z.meta({ description: 'A built-in theme the variables override.' })),
  ),
  variables: z.optional(AppearanceVariables),
  rules: z.optional(AppearanceRules),
  layout: z.optional(AppearanceLayout),
  colorScheme: z.optional(
    z.enum(['light', 'auto']).check(z.meta({ description: '"auto": follow the shopper\'s light or dark system setting (darkVariables in dark).' })),
  ),
  darkVariables: z.optional(DarkVariables),
  fonts: z.optional(AppearanceFonts),
}).check(
  z.meta({
    title: 'cashierAppearance',
    description:
      'Theme of the acq-cashier widget: a preset, variables that override it, rules per component, layout, a dark colour scheme and fonts. Send it JSON-encoded as a string.',
  }),
);
export type AppearanceDocument = z.infer<typeof AppearanceDocument>;
