import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A taxpayer's or spouse's South Carolina age 65 deduction (SC Code 12-6-1170(B); SC1040 line q):
 * $15,000 less their retirement income deduction, at least 0.
 */
export const sc_senior_deduction = defineUsVariable({
  id: 'sc_senior_deduction',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina age 65 deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const p = f.p.gov.states.sc.tax.income.deductions.retirement;
    const age = f.get('age');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const retirement = f.get('sc_retirement_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i] && age[i]! >= p.age) out[i] = Math.max(0, p.senior - retirement[i]!);
    return out;
  },
});
