import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado taxable income (DR 0104 line 11): federal taxable income plus additions less subtractions, not below 0. */
export const co_taxable_income = defineUsVariable({
  id: 'co_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const federal = f.get('taxable_income');
    const additions = f.get('co_additions');
    const subtractions = f.get('co_subtractions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, federal[i]! + additions[i]! - subtractions[i]!);
    return out;
  },
});
