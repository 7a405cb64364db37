import { defineUsVariable } from '../../../../../us-variable.js';
import { mnLimitedDeduction } from './mn-schedules.js';

/**
 * Minnesota itemized deductions (Schedule M1SA): the federal itemized deductions with the state
 * income or sales tax taken out of SALT and the real estate taxes counted in full (not limited by
 * the federal SALT cap),
 * after the high-income limit (Minn. Stat. 290.0122).
 */
export const mn_itemized_deductions = defineUsVariable({
  id: 'mn_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.0122',
  formula: (f) => {
    const itemized = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const property = f.sum('real_estate_taxes');
    const full = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      full[i] = Math.max(0, itemized[i]! - salt[i]! + property[i]!);
    return mnLimitedDeduction(f, full);
  },
});
