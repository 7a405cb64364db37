import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado modified AGI for the state sales tax refund: federal AGI plus the Social Security not taxed federally (C.R.S. 39-22-2003). */
export const co_modified_agi = defineUsVariable({
  id: 'co_modified_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado modified AGI (sales tax refund)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://tax.colorado.gov/income-tax-topics-state-sales-tax-refund',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const social = f.get('tax_unit_social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! + Math.max(0, social[i]! - taxable[i]!);
    return out;
  },
});
