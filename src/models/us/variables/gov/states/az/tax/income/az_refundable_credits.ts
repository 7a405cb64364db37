import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona refundable credits: the increased excise tax credit. */
export const az_refundable_credits = defineUsVariable({
  id: 'az_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01072.htm',
  formula: (f) => {
    return Float64Array.from(f.get('az_increased_excise_tax_credit'));
  },
});
