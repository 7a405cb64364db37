import { defineUsVariable } from '../../../us-variable.js';
import { sumVariables } from '../../../sum-variables.js';

/** Non-refundable credits before the tax-liability limit. */
export const income_tax_non_refundable_credits = defineUsVariable({
  id: 'income_tax_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Non-refundable credits',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/26',
  formula: (f) => sumVariables(f, ['cdcc', 'elderly_disabled_credit', 'non_refundable_ctc']),
});
