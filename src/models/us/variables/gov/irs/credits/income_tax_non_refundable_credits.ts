import { addVariables } from '../../../tax-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';

/** Non-refundable credits before the tax-liability limit. */
export const income_tax_non_refundable_credits = defineUsVariable({
  id: 'income_tax_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Non-refundable credits',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/26',
  formula: (f) => addVariables(f, ['cdcc', 'elderly_disabled_credit', 'non_refundable_ctc']),
});
