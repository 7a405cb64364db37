import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia net amount of tax (Form 760 line 18): the tax less the spouse tax adjustment. */
export const va_income_tax_after_spouse_adjustment = defineUsVariable({
  id: 'va_income_tax_after_spouse_adjustment',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia net amount of tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference:
    'https://www.tax.virginia.gov/sites/default/files/taxforms/individual-income-tax/2024/760-2024-instructions.pdf',
  formula: (f) => {
    const tax = f.get('va_income_tax_before_credits');
    const adjustment = f.get('va_spouse_tax_adjustment');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - adjustment[i]!);
    return out;
  },
});
