import { defineUsVariable } from '../../../../us-variable.js';

/** Maximum refundable child tax credit. */
export const ctc_refundable_maximum = defineUsVariable({
  id: 'ctc_refundable_maximum',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maximum refundable child tax credit',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24',
  formula: (f) => f.sum('ctc_refundable_individual_maximum'),
});
