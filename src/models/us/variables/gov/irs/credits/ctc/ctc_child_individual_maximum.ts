import { defineUsVariable } from '../../../../us-variable.js';

/** Child tax credit amount for a dependent, by age (zero from 17). */
export const ctc_child_individual_maximum = defineUsVariable({
  id: 'ctc_child_individual_maximum',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Child tax credit maximum for the child',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/24#a',
    'https://www.law.cornell.edu/uscode/text/26/24#c',
  ],
  formula: (f) => {
    const dependent = f.get('is_tax_unit_dependent');
    const amounts = f.p.gov.irs.credits.ctc.amount.base.calc(f.get('age'));
    for (let i = 0, n = f.size; i < n; i += 1) if (!dependent[i]) amounts[i] = 0;
    return amounts;
  },
});
