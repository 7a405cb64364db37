import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado subtractions from federal taxable income (DR 0104AD): pensions, Social Security and charitable gifts of non-itemizers. */
export const co_subtractions = defineUsVariable({
  id: 'co_subtractions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado subtractions from federal taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const pension = f.sum('co_pension_subtraction_person');
    const social = f.sum('co_social_security_subtraction_person');
    const charitable = f.get('co_charitable_contribution_subtraction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = pension[i]! + social[i]! + charitable[i]!;
    return out;
  },
});
