import { defineUsVariable } from '../../../../us-variable.js';

/** Qualified business income: net self-employment income less the deduction for half of SE tax. */
export const qualified_business_income = defineUsVariable({
  id: 'qualified_business_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Qualified business income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/199A#c',
  formula: (f) => {
    const income = f.get('self_employment_income');
    const ald = f.get('self_employment_tax_ald_person');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = income[i]! - ald[i]!;
    return out;
  },
});
