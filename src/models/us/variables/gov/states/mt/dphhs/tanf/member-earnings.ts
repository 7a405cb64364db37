import type { UsFormulaContext } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Each member's monthly earnings as Montana TANF counts them: wages and net self-employment
 * income (at least zero), except a minor child's attending elementary or high school, which is
 * excluded (ARM 37.78.415(2)(a)).
 */
export function memberEarnings(f: UsFormulaContext): Float64Array {
  const minorAge = f.p.gov.states.mt.dphhs.tanf.eligibility.minor_child_age;
  const age = f.members('age');
  const inSchool = f.members('is_in_k12_school');
  const out = new Float64Array(age.length);
  for (const source of TANF_EARNED_SOURCES) {
    const amount = f.members(source);
    for (let j = 0; j < age.length; j += 1) out[j] = out[j]! + amount[j]!;
  }
  for (let j = 0; j < age.length; j += 1) {
    const excluded = age[j]! < minorAge && inSchool[j];
    out[j] = excluded ? 0 : Math.max(out[j]!, 0);
  }
  return out;
}
