import { defineUsVariable } from '../../../us-variable.js';
import { sumVariables } from '../../../sum-variables.js';

/** Refundable credits: the EITC and the refundable child tax credit. */
export const income_tax_refundable_credits = defineUsVariable({
  id: 'income_tax_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Refundable credits',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/32',
    'https://www.law.cornell.edu/uscode/text/26/24#d',
  ],
  formula: (f) => sumVariables(f, ['eitc', 'refundable_ctc']),
});
