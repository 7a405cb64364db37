/**
 * How a state's employee payroll contributions (disability, paid-leave, unemployment and transit
 * contributions withheld from wages) plug into `employee_payroll_tax`: each state lists its
 * person-level contribution variables, one per program, under `gov/states/<st>/tax/payroll/`;
 * `state_employee_payroll_contributions` sums, for each person, those of the person's own state.
 */
import type { UsVariableId } from '../../../../../variable-ids.generated.js';
import { STATE_CODE } from '../../../../enums.js';
import type { UsFormulaContext } from '../../../../us-variable.js';
import type { StateCode } from '../income/state-income-tax.js';

/** One state's employee payroll contributions: the person variables, one per program, summed. */
export interface StatePayrollTax {
  /** The state. */
  readonly state: StateCode;
  /** The state's employee contribution variables (person, annual amounts). */
  readonly contributions: readonly UsVariableId[];
}

/** A table of state payroll contributions names a state twice or a state the enum lacks. */
export class StatePayrollTaxTableError extends Error {
  readonly code = 'state_payroll_tax_table_invalid';
  constructor(readonly problems: readonly string[]) {
    super(`the table of state payroll contributions is invalid: ${problems.join('; ')}`);
    this.name = 'StatePayrollTaxTableError';
  }
}

/**
 * Returns the table unchanged after checking that each state is a `state_code`, appears once and
 * lists at least one contribution.
 * @throws StatePayrollTaxTableError listing every problem at once.
 */
export function checkStatePayrollTaxes(
  states: readonly StatePayrollTax[],
): readonly StatePayrollTax[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const s of states) {
    if (STATE_CODE.codes[s.state] === undefined)
      problems.push(`payroll contributions for unknown state ${s.state}`);
    if (seen.has(s.state)) problems.push(`two payroll contribution entries for ${s.state}`);
    if (s.contributions.length === 0) problems.push(`no contributions listed for ${s.state}`);
    seen.add(s.state);
  }
  if (problems.length > 0) throw new StatePayrollTaxTableError(problems);
  return states;
}

/**
 * Each person's contributions in their own state: the sum of that state's variables, 0 in a state
 * not in `states`. A state's variables are read only when someone lives there.
 */
export function sumStatePayrollTaxes(
  f: UsFormulaContext,
  states: readonly StatePayrollTax[],
): Float64Array {
  const out = f.zeros();
  const code = f.get('state_code');
  for (const state of states) {
    const want = STATE_CODE.codes[state.state];
    if (!code.some((c) => c === want)) continue;
    for (const id of state.contributions) {
      const values = f.get(id);
      for (let i = 0; i < f.size; i += 1) if (code[i] === want) out[i] = out[i]! + values[i]!;
    }
  }
  return out;
}
