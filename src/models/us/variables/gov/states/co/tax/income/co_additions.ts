import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado additions to federal taxable income (DR 0104 line 2 and DR 0104AD). */
export const co_additions = defineUsVariable({
  id: 'co_additions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado additions to federal taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const out = f.zeros();
    for (const id of [
      'co_state_addback',
      'co_federal_deduction_addback',
      'co_qualified_business_income_deduction_addback',
      'co_overtime_income_addback',
    ] as const) {
      const v = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + v[i]!;
    }
    return out;
  },
});
