import { defineUsVariable } from '../../../../../us-variable.js';

/** Medical expenses of the tax unit's members, including health insurance premiums. */
export const itemized_medical_expenses = defineUsVariable({
  id: 'itemized_medical_expenses',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Medical expenses',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/213#d',
  formula: (f) => {
    const other = f.sum('other_medical_expenses');
    const premiums = f.sum('medical_expense_health_insurance_premiums');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = other[i]! + premiums[i]!;
    return out;
  },
});
