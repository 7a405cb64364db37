import { defineUsVariable } from '../../../../us-variable.js';

/** Child and dependent care credit (non-refundable): limited to income tax before credits. */
export const cdcc = defineUsVariable({
  id: 'cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Child and dependent care credit',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/21',
    'https://www.law.cornell.edu/uscode/text/26/26#a',
  ],
  formula: (f) => {
    const potential = f.get('cdcc_potential');
    const tax = f.get('income_tax_before_credits');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = Math.min(potential[i]!, Math.max(0, tax[i]!));
    return out;
  },
});
