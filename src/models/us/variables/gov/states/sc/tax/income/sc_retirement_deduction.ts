import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A taxpayer's or spouse's South Carolina retirement income deduction (SC Code 12-6-1170(A); SC1040
 * line p): their taxable pension income up to $3,000, or $10,000 from age 65.
 */
export const sc_retirement_deduction = defineUsVariable({
  id: 'sc_retirement_deduction',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina retirement income deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const p = f.p.gov.states.sc.tax.income.deductions.retirement;
    const age = f.get('age');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const pension = f.get('taxable_pension_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      const cap = age[i]! >= p.age ? p.older : p.younger;
      out[i] = Math.min(cap, Math.max(0, pension[i]!));
    }
    return out;
  },
});
