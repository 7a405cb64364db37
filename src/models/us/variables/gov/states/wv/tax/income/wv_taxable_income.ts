import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia taxable income (IT-140 line 7): West Virginia AGI less the exemptions; at least 0. */
export const wv_taxable_income = defineUsVariable({
  id: 'wv_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference:
    'https://tax.wv.gov/Documents/PIT/2024/it140.PersonalIncomeTaxFormsAndInstructions.2024.pdf',
  formula: (f) => {
    const agi = f.get('wv_agi');
    const exemptions = f.get('wv_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, agi[i]! - exemptions[i]!);
    return out;
  },
});
