import { defineUsVariable } from '../../../../us-variable.js';

/** Child and dependent care credit before the tax-liability limit. */
export const cdcc_potential = defineUsVariable({
  id: 'cdcc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Potential CDCC',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/21#a',
  formula: (f) => {
    const expenses = f.get('cdcc_relevant_expenses');
    const rate = f.get('cdcc_rate');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = expenses[i]! * rate[i]!;
    return out;
  },
});
