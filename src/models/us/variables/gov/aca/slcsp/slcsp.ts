import { byState } from '../../benefit-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';
import { groupMembers } from './group-members.js';

/**
 * Annual premium of the second-lowest-cost silver plan covering the tax unit's Marketplace enrollees
 * (the premium tax credit benchmark): the child premium of the household's rating area times each
 * enrollee's age-curve ratio, counting only the three oldest enrolled children under 21
 * (45 CFR 147.102(c)(1)), for twelve months. Zero where no benchmark premium is entered.
 */
export const slcsp = defineUsVariable({
  id: 'slcsp',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Benchmark (second-lowest-cost silver) plan premium',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/36B#b_3_B',
    'https://www.law.cornell.edu/cfr/text/45/147.102',
  ],
  formula: (f) => {
    const p = f.p.gov.aca.slcsp;
    const childPremium = byState(f, p.age_0_premium);
    const age = f.members('age');
    const enrolled = f.members('pays_aca_premium');
    const unit = f.memberIndex();
    const ratio = p.age_curve.calc(age);
    const childRatio = p.age_curve.calc([0])[0]!;
    const factor = new Float64Array(f.size);
    const members = groupMembers(unit, f.size);
    const { child_age_limit: childAgeLimit, max_charged_children: maxChildren } = p;
    const byAge = (a: number, b: number): number => age[b]! - age[a]! || a - b;
    // One list of a unit's children, emptied for each unit.
    const children: number[] = [];
    for (let u = 0; u < f.size; u += 1) {
      // Children under 21 count oldest first (ties by member order), up to the maximum.
      children.length = 0;
      for (let k = members.start[u]!; k < members.start[u + 1]!; k += 1) {
        const i = members.order[k]!;
        if (!enrolled[i]) continue;
        if (age[i]! >= childAgeLimit) factor[u] = factor[u]! + ratio[i]! / childRatio;
        else children.push(i);
      }
      if (children.length > 1) children.sort(byAge);
      const counted = Math.min(children.length, maxChildren);
      for (let c = 0; c < counted; c += 1)
        factor[u] = factor[u]! + ratio[children[c]!]! / childRatio;
    }
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = 12 * childPremium[i]! * factor[i]!;
    return out;
  },
});
