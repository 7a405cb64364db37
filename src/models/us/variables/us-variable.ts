/**
 * The US model's typed wrapper of the engine's `defineVariable`: formulas read `f.p` as the
 * generated {@link UsParameters} tree and other variables by the generated {@link UsVariableId}
 * union, so a wrong parameter path or an unknown variable id fails to compile.
 */
import {
  defineVariable,
  type FormulaContext,
  type VariableDef,
  type VariableSpec,
} from '../../../engine/index.js';
import type { UsParameters } from '../parameters.generated.js';
import type { UsVariableId } from '../variable-ids.generated.js';

/** The formula context of a US variable. */
export type UsFormulaContext = FormulaContext<UsParameters, UsVariableId>;

/** Defines a US variable (the engine's `defineVariable` with the US parameter tree's and ids' types). */
export function defineUsVariable(spec: VariableSpec<UsParameters, UsVariableId>): VariableDef {
  return defineVariable<UsParameters, UsVariableId>(spec);
}
