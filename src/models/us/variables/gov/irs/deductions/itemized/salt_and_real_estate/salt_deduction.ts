import { defineUsVariable } from '../../../../../us-variable.js';

/** State and local tax deduction: real estate taxes plus income or sales taxes, up to the cap and AGI. */
export const salt_deduction = defineUsVariable({
  id: 'salt_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'SALT deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/164',
  formula: (f) => {
    const realEstate = f.sum('real_estate_taxes');
    const other = f.get('state_and_local_sales_or_income_tax');
    const cap = f.get('salt_cap');
    const agi = f.get('adjusted_gross_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      out[i] = Math.min(realEstate[i]! + other[i]!, cap[i]!, Math.max(0, agi[i]!));
    }
    return out;
  },
});
