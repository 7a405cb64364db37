import { defineUkVariable } from '../../../uk-variable.js';

/**
 * Child Benefit of the unit, before the High Income Child Benefit Charge: 52 weeks of the eldest
 * child rate for the eldest child under the age limit and of the other rate for each other child.
 */
export const child_benefit = defineUkVariable({
  id: 'child_benefit',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Child Benefit',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2006/965/regulation/2',
  formula: (f) => {
    const age = f.members('age');
    const child = f.members('is_child');
    const unit = f.memberIndex();
    const p = f.p.gov.hmrc.child_benefit;
    const count = new Float64Array(f.size);
    for (let j = 0; j < unit.length; j += 1)
      if (child[j] && age[j]! < p.age_limit) count[unit[j]!] = count[unit[j]!]! + 1;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (count[i]! > 0) out[i] = 52 * (p.amount.eldest + (count[i]! - 1) * p.amount.additional);
    return out;
  },
});
