import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Oregon itemized deductions (OR-40 line 16): the federal itemized deductions with the state and
 * local income or sales tax taken out of the SALT deduction (only real estate taxes, up to the
 * federal SALT limit, count).
 */
export const or_itemized_deductions = defineUsVariable({
  id: 'or_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2024.pdf',
  formula: (f) => {
    const itemized = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const cap = f.get('salt_cap');
    const property = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, itemized[i]! - salt[i]! + Math.min(cap[i]!, property[i]!));
    return out;
  },
});
