import { defineUsVariable } from '../../../us-variable.js';

/**
 * Wages includible in gross income: wages less elective deferrals to employer retirement plans
 * (IRC §402(e)(3), §402(g); Form W-2 box 1). Payroll taxes use the wages before the deferrals.
 */
export const irs_employment_income = defineUsVariable({
  id: 'irs_employment_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Wages includible in gross income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/402#g',
  formula: (f) => {
    const wages = f.get('employment_income');
    const deferred = f.get('pre_tax_contributions');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, wages[i]! - deferred[i]!);
    return out;
  },
});
