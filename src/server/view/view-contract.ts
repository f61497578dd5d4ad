/**
 * The view's contract check, precompiled (issue 31). CashierView is written with
 * zod/mini, whose object parser walks its shape key by key: the widget's bundle wants it
 * small. On the proxy, where every view is checked before it leaves, the same schema is
 * rebuilt with zod's compiled object parser ($ZodObjectJIT: one generated function per
 * object shape), the same fields, the same leaves, the same output, about half the time.
 * The view's last two parts are left out and added after, in the contract's order: the
 * formatted strings are made here from strings (the contract asks only for an object),
 * and a catalog is checked once per locale (checkedCatalogFor).
 */
import * as zc from 'zod/v4/core';
import { CashierView } from '../../core/api/cashier.js';

type AnySchema = zc.$ZodType;

/** The schema with every object, optional and array in it compiled; anything with checks of its own stays as is. */
export function compiled(schema: AnySchema): AnySchema {
  const def = schema._zod.def as zc.$ZodTypeDef & Record<string, unknown>;
  if (def.checks?.length) return schema;
  if (def.type === 'object') {
    const shape = (def as unknown as zc.$ZodObjectDef).shape;
    const compiledShape = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, compiled(field)]));
    return new zc.$ZodObjectJIT({ ...(def as unknown as zc.$ZodObjectDef), shape: compiledShape });
  }
  if (def.type === 'optional') {
    const optional = def as unknown as zc.$ZodOptionalDef;
    return new zc.$ZodOptional({ ...optional, innerType: compiled(optional.innerType) });
  }
  if (def.type === 'array') {
    const array = def as unknown as zc.$ZodArrayDef;
    return new zc.$ZodArray({ ...array, element: compiled(array.element) });
  }
  return schema;
}

const { formatted: _formatted, catalog: _catalog, ...coreShape } = CashierView.shape;
const ViewCore = compiled(new zc.$ZodObject({ type: 'object', shape: coreShape }));

/** The view but its formatted strings and catalog, as CashierView.parse answers it (unknown keys dropped); throws as it does. */
export function checkViewCore(view: Omit<CashierView, 'formatted' | 'catalog'>): CashierView {
  return zc.parse(ViewCore, view) as CashierView;
}
