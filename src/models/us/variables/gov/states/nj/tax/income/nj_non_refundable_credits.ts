import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey non-refundable credits: none modelled (the credit for taxes paid to other jurisdictions needs out-of-state income): 0. */
export const nj_non_refundable_credits = defineUsVariable({
  id: 'nj_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
  formula: (f) => {
    return f.zeros();
  },
});
