/**
 * The one mechanism behind every framework variable (`state_agi`, `state_income_tax`, …): each
 * row's value of a role is the sum of the role's variables of the row's own state.
 */
import { STATE_CODE } from '../../../../enums.js';
import type { UsFormulaContext } from '../../../../us-variable.js';
import type { StateIncomeTax, StateTaxRole } from './state-income-tax.js';

/** A table of state income taxes names a state twice or a state the `state_code` enum lacks. */
export class StateIncomeTaxTableError extends Error {
  readonly code = 'state_income_tax_table_invalid';
  constructor(readonly problems: readonly string[]) {
    super(`the table of state income taxes is invalid: ${problems.join('; ')}`);
    this.name = 'StateIncomeTaxTableError';
  }
}

/**
 * Returns the table unchanged after checking that each state is a `state_code` and appears once.
 * @throws StateIncomeTaxTableError listing every problem at once.
 */
export function checkStateIncomeTaxes(
  states: readonly StateIncomeTax[],
): readonly StateIncomeTax[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const s of states) {
    if (STATE_CODE.codes[s.state] === undefined)
      problems.push(`state income tax for unknown state ${s.state}`);
    if (seen.has(s.state)) problems.push(`two state income taxes for ${s.state}`);
    seen.add(s.state);
  }
  if (problems.length > 0) throw new StateIncomeTaxTableError(problems);
  return states;
}

/**
 * Each row's value of `role` in its own state: the sum of that state's ids for the role, 0 in a
 * state that leaves the role out or is not in `states`. A state's variables are read only when
 * one of the rows is in that state, so the rows of other states compute none of them.
 */
export function selectByState(
  f: UsFormulaContext,
  states: readonly StateIncomeTax[],
  role: StateTaxRole,
): Float64Array {
  const out = f.zeros();
  const code = f.get('state_code');
  for (const state of states) {
    const ids = state.roles[role];
    if (!ids || ids.length === 0) continue;
    const want = STATE_CODE.codes[state.state];
    let any = false;
    for (let i = 0; i < f.size; i += 1)
      if (code[i] === want) {
        any = true;
        break;
      }
    if (!any) continue;
    for (const id of ids) {
      const values = f.get(id);
      for (let i = 0; i < f.size; i += 1) if (code[i] === want) out[i] = out[i]! + values[i]!;
    }
  }
  return out;
}
