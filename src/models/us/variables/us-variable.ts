/**
 * The US model's typed wrapper of the engine's `defineVariable`: formulas read `f.p` as the
 * generated {@link UsParameters} tree, so a wrong parameter path fails to compile.
 */
import {
  defineVariable,
  type FormulaContext,
  type VariableDef,
  type VariableSpec,
} from '../../../engine/index.js';
import type { UsParameters } from '../parameters.generated.js';

/** The formula context of a US variable. */
export type UsFormulaContext = FormulaContext<UsParameters>;

/** Defines a US variable (the engine's `defineVariable` with the US parameter tree's type). */
export function defineUsVariable(spec: VariableSpec<UsParameters>): VariableDef {
  return defineVariable<UsParameters>(spec);
}
