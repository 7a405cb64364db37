import { defineUsVariable } from '../../../us-variable.js';
import { sumVariables } from '../../../sum-variables.js';

/** Income tax before credits: ordinary-rate tax, capital gains tax and alternative minimum tax. */
export const income_tax_before_credits = defineUsVariable({
  id: 'income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Income tax before credits',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/1',
    'https://www.law.cornell.edu/uscode/text/26/55',
  ],
  formula: (f) =>
    sumVariables(f, ['income_tax_main_rates', 'capital_gains_tax', 'alternative_minimum_tax']),
});
