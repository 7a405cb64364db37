import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A taxpayer's or spouse's Maine pension income deduction (36 MRSA 5122(2)(M-2); Schedule 1S):
 * their taxable pension income up to the limit less their Social Security benefits. The phase-out
 * above high federal AGI from 2025 (5122(2)(M-3)) is not modelled.
 */
export const me_pension_income_deduction = defineUsVariable({
  id: 'me_pension_income_deduction',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Maine pension income deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5122.html',
  formula: (f) => {
    const cap = f.p.gov.states.me.tax.income.subtractions.pension_cap;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const pension = f.get('taxable_pension_income');
    const ss = f.get('social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i]) out[i] = Math.max(0, Math.min(pension[i]!, cap - ss[i]!));
    return out;
  },
});
