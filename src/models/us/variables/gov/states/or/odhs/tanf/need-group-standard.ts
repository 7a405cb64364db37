/**
 * Oregon TANF standards by need group (OAR 461-155-0030): the table for a need group containing an
 * adult, by its size. For a need group with no adult the rule takes the standard for the household
 * group's size, divides it by that size, rounds down to the whole dollar and multiplies by the
 * number in the need group; the model's household group is the SPM unit, the same as the need
 * group, so a unit with no adult gets floor(standard / size) x size. A member counts as an adult
 * from the dependent child age limit on.
 */
import type { UsFormulaContext } from '../../../../../us-variable.js';
import { bySize, type SizeSchedule } from '../../../../benefit-vectors.js';

export function orTanfNeedGroupStandard(
  f: UsFormulaContext,
  schedule: SizeSchedule,
  additionalPerson: number,
): Float64Array {
  const adultAge = f.p.gov.states.or.odhs.tanf.eligibility.minor_child_age;
  const size = f.get('spm_unit_size');
  const standard = bySize(schedule, size, additionalPerson);
  const adult = Uint8Array.from(f.members('age'), (a) => (a >= adultAge ? 1 : 0));
  const hasAdult = f.aggregate(adult, 'person', 'any');
  for (let i = 0; i < f.size; i += 1) {
    const n = size[i]!;
    if (!hasAdult[i] && n > 0) standard[i] = Math.floor(standard[i]! / n) * n;
  }
  return standard;
}
