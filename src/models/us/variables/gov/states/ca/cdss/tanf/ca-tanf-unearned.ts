/** CalWORKs unearned income, shared by the eligibility test and the payment. */
import type { UsFormulaContext } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * The unit's monthly unearned income for CalWORKs (MPP 44-101): the federal TANF baseline sources
 * plus net capital gains (not below 0).
 */
export function caTanfUnearnedIncome(f: UsFormulaContext): Float64Array {
  const base = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
  const gains = sumVariables(f, ['long_term_capital_gains', 'short_term_capital_gains'], 'members');
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) out[i] = base[i]! + Math.max(gains[i]!, 0);
  return out;
}
