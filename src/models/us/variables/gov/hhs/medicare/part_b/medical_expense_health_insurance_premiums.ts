import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Health insurance premiums paid. Without an input, people aged 65 or older pay the Medicare
 * Part B standard premium for twelve months, unless a Medicare Savings Program pays it
 * (income-related surcharges are not modelled).
 */
export const medical_expense_health_insurance_premiums = defineUsVariable({
  id: 'medical_expense_health_insurance_premiums',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Health insurance premiums',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1395r',
  // Nobody under 65: no premium, and the Medicare Savings Program test (which reads SSI) is not run.
  definedFor: 'is_medicare_age',
  formula: (f) => {
    const age = f.get('age');
    const covered = f.get('is_msp_eligible');
    const p = f.p.gov.hhs.medicare.part_b;
    const annual = p.standard_premium * 12;
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      if (age[i]! >= p.age_threshold && !covered[i]) out[i] = annual;
    return out;
  },
});
