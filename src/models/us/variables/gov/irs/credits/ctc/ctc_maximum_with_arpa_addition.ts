import { defineUsVariable } from '../../../../us-variable.js';

/** Maximum child tax credit (including other dependents). */
export const ctc_maximum_with_arpa_addition = defineUsVariable({
  id: 'ctc_maximum_with_arpa_addition',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maximum child tax credit (including other dependents)',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24',
  formula: (f) => f.sum('ctc_individual_maximum'),
});
