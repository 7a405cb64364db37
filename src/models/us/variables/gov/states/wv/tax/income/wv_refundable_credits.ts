import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia refundable credits: the homestead excess property tax credit (the other refundable credits have no input). */
export const wv_refundable_credits = defineUsVariable({
  id: 'wv_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference:
    'https://tax.wv.gov/Documents/PIT/2024/it140.PersonalIncomeTaxFormsAndInstructions.2024.pdf',
  formula: (f) => f.get('wv_homestead_excess_property_tax_credit'),
});
