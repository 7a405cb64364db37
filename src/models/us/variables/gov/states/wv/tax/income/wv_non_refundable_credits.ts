import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia non-refundable credits: the low-income family tax credit and the child and dependent care credit (the senior citizen tax credit needs the home's assessed value, which is no input; the others have no input either). */
export const wv_non_refundable_credits = defineUsVariable({
  id: 'wv_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference:
    'https://tax.wv.gov/Documents/PIT/2024/it140.PersonalIncomeTaxFormsAndInstructions.2024.pdf',
  formula: (f) => {
    const family = f.get('wv_low_income_family_tax_credit');
    const care = f.get('wv_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = family[i]! + care[i]!;
    return out;
  },
});
