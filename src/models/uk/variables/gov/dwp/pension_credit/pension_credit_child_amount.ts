import { defineUkVariable } from '../../../uk-variable.js';

/**
 * Annual additional amounts of the minimum guarantee for the unit's children (a child or
 * qualifying young person: every child of the unit), 52 weeks: the eldest gets the higher amount
 * if born before 2017 (6 April 2017 in law; the birth year is the period year less the age),
 * every other child the child amount. There is no two-child limit. None while the unit has a tax
 * credit award. The disabled child additions are not modelled.
 */
export const pension_credit_child_amount = defineUkVariable({
  id: 'pension_credit_child_amount',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Pension Credit child amounts',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2002/1792/schedule/IIA',
  formula: (f) => {
    const child = f.members('is_child');
    const age = f.members('age');
    const born = f.members('birth_year');
    const unit = f.memberIndex();
    const ctc = f.sum('child_tax_credit');
    const wtc = f.sum('working_tax_credit');
    const c = f.p.gov.dwp.pension_credit.guarantee_credit.child;
    const eldest = new Int32Array(f.size).fill(-1);
    const count = new Float64Array(f.size);
    for (let j = 0; j < unit.length; j += 1) {
      if (!child[j]) continue;
      const row = unit[j]!;
      count[row] = count[row]! + 1;
      const k = eldest[row]!;
      if (k < 0 || age[j]! > age[k]!) eldest[row] = j;
    }
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (count[i] === 0 || ctc[i]! > 0 || wtc[i]! > 0) continue;
      const first = born[eldest[i]!]! < c.higher_amount_birth_year ? c.higher_amount : c.amount;
      out[i] = 52 * (first + (count[i]! - 1) * c.amount);
    }
    return out;
  },
});
