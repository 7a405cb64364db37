import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Maximum credit for a dependent: the child amount for a qualifying child, the credit for other
 * dependents ($500) for any other dependent.
 */
export const ctc_individual_maximum = defineUsVariable({
  id: 'ctc_individual_maximum',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Child tax credit maximum for the person',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/24#h_2',
    'https://www.law.cornell.edu/uscode/text/26/24#h_4',
  ],
  formula: (f) => {
    const dependent = f.get('is_tax_unit_dependent');
    const qualifying = f.get('ctc_qualifying_child');
    const child = f.get('ctc_child_individual_maximum');
    const other = f.p.gov.irs.credits.ctc.amount.adult_dependent;
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = qualifying[i] ? child[i]! : dependent[i] ? other : 0;
    return out;
  },
});
