import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia age deduction (Va. Code 58.1-322.03(5)): $12,000 for each head or spouse aged 65 or more, less the adjusted federal AGI (federal AGI less taxable Social Security) over $50,000 ($75,000 married), not below 0. */
export const va_age_deduction = defineUsVariable({
  id: 'va_age_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia age deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.03/',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income.deductions;
    const aged = f.get('va_aged_filers');
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const threshold = f.lookup(p.age_income_threshold, f.get('filing_status'), FILING_STATUS);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (aged[i]! === 0) continue;
      const excess = Math.max(0, agi[i]! - socialSecurity[i]! - threshold[i]!);
      out[i] = Math.max(0, aged[i]! * p.age_amount - excess);
    }
    return out;
  },
});
