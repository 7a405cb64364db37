/**
 * The UK model's typed wrapper of the engine's `defineVariable`. A UK year is the tax year that
 * starts in its April: `f.p` in a UK formula is the parameter tree in force once that April's
 * changes are all in force — the tax year's start on 6 April and the benefit uprating from the
 * first Monday of April, so the 7th ({@link taxYearInstant}). Year 2025 therefore applies the
 * 2025-26 rates throughout, as PolicyEngine-UK does. Formulas read other variables by the
 * generated {@link UkVariableId} union, so an unknown id fails to compile.
 */
import {
  defineVariable,
  type Formula,
  type FormulaContext,
  type Period,
  type VariableDef,
  type VariableSpec,
} from '../../../engine/index.js';
import type { UkParameters } from '../parameters.generated.js';
import type { UkVariableId } from '../variable-ids.generated.js';

/** The formula context of a UK variable. */
export type UkFormulaContext = FormulaContext<UkParameters, UkVariableId>;

/** The instant whose parameters a UK period uses: 7 April of the period's (first) year. */
export function taxYearInstant(period: Period): string {
  return `${period.start.slice(0, 4)}-04-07`;
}

function atTaxYear(
  formula: Formula<UkParameters, UkVariableId>,
): Formula<UkParameters, UkVariableId> {
  return (f) => {
    const instant = taxYearInstant(f.period);
    const context = Object.create(f, {
      p: { get: () => f.parametersAt(instant) },
    }) as UkFormulaContext;
    return formula(context);
  };
}

/** Defines a UK variable (the engine's `defineVariable` with the UK tree's and ids' types, parameters at the tax year). */
export function defineUkVariable(spec: VariableSpec<UkParameters, UkVariableId>): VariableDef {
  const formulas = spec.formulas
    ? Object.fromEntries(
        Object.entries(spec.formulas).map(([start, formula]) => [
          start,
          formula ? atTaxYear(formula) : null,
        ]),
      )
    : undefined;
  const wrapped: VariableSpec<UkParameters, UkVariableId> = {
    ...spec,
    ...(spec.formula ? { formula: atTaxYear(spec.formula) } : {}),
    ...(formulas ? { formulas } : {}),
  };
  return defineVariable<UkParameters, UkVariableId>(wrapped);
}

/** Element-wise: `out[i] = fn(i)` over the formula's rows. */
export function perRow(f: { readonly size: number }, fn: (i: number) => number): Float64Array {
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) out[i] = fn(i);
  return out;
}
