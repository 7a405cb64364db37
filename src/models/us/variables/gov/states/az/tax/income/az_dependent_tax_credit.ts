import { defineUsVariable } from '../../../../../us-variable.js';
import { FILING_STATUS } from '../../../../../enums.js';
/** Arizona dependent tax credit as applied (Form 140 line 47, A.R.S. 43-1073.01): per dependent, the larger amount under 17 and the smaller one from 17, less 5% for each $1,000 (or part) of federal AGI over the start for the filing status, at most the tax. */
export const az_dependent_tax_credit = defineUsVariable({
  id: 'az_dependent_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona dependent tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01073-01.htm',
  formula: (f) => {
    const p = f.p.gov.states.az.tax.income.credits;
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const amount = new Float64Array(dependent.length);
    for (let i = 0; i < dependent.length; i += 1)
      if (dependent[i])
        amount[i] =
          age[i]! < p.dependent_age_limit ? p.dependent_young_amount : p.dependent_older_amount;
    const credit = f.aggregate(amount, 'person', 'sum');
    const agi = f.get('adjusted_gross_income');
    const start = f.lookup(p.dependent_phase_out_start, f.get('filing_status'), FILING_STATUS);
    const tax = f.get('az_income_tax_before_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / p.dependent_phase_out_step);
      const kept = Math.max(0, 1 - steps * p.dependent_phase_out_rate);
      out[i] = Math.max(0, Math.min(credit[i]! * kept, tax[i]!));
    }
    return out;
  },
});
