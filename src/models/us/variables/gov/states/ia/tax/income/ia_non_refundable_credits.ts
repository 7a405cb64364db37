import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa non-refundable credits with an input: the exemption credits (IA 1040 line 6). */
export const ia_non_refundable_credits = defineUsVariable({
  id: 'ia_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.12.pdf',
  formula: (f) => f.get('ia_exemption_credit'),
});
