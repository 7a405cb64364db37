import { defineUsVariable } from '../../../../us-variable.js';

/** Maximum EITC for the number of qualifying children. */
export const eitc_maximum = defineUsVariable({
  id: 'eitc_maximum',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maximum EITC',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32#b',
  formula: (f) => f.p.gov.irs.credits.eitc.max.calc(f.get('eitc_child_count')),
});
