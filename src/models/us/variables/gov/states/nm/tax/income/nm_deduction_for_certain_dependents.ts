import { defineUsVariable } from '../../../../../us-variable.js';

/** New Mexico deduction for certain dependents (PIT-ADJ; NMSA 7-2-39): $4,000 for each dependent beyond the first. */
export const nm_deduction_for_certain_dependents = defineUsVariable({
  id: 'nm_deduction_for_certain_dependents',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico deduction for certain dependents',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const amount = f.p.gov.states.nm.tax.income.deductions.certain_dependents;
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, dependents[i]! - 1) * amount;
    return out;
  },
});
