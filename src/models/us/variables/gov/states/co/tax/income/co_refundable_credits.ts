import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado refundable credits (DR 0104CR and DR 0104 line 35). */
export const co_refundable_credits = defineUsVariable({
  id: 'co_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  formula: (f) => {
    const out = f.zeros();
    for (const id of [
      'co_eitc',
      'co_ctc',
      'co_family_affordability_credit',
      'co_cdcc',
      'co_income_qualified_senior_housing_credit',
      'co_sales_tax_refund',
    ] as const) {
      const v = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + v[i]!;
    }
    return out;
  },
});
