import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Mississippi itemized deductions (Miss. Code Ann. 27-7-17(1); Form 80-108): the federal itemized
 * deductions with the state and local taxes in them replaced by real estate taxes alone, up to the
 * federal SALT cap (income and sales taxes are not deductible).
 */
export const ms_itemized_deductions = defineUsVariable({
  id: 'ms_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference:
    'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-17/',
  formula: (f) => {
    const itemized = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const cap = f.get('salt_cap');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = itemized[i]! - salt[i]! + Math.min(realEstate[i]!, cap[i]!);
    return out;
  },
});
