import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts deduction for Social Security, Medicare and self-employment tax paid (M.G.L. c.62 s.3(B)(a)(9)), at most $2,000 per filer. */
export const ma_payroll_tax_deduction = defineUsVariable({
  id: 'ma_payroll_tax_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts payroll tax deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3',
  formula: (f) => {
    const cap = f.p.gov.states.ma.tax.income.deductions.payroll_tax_cap;
    const filer = f.members('is_tax_unit_head_or_spouse');
    const socialSecurity = f.members('employee_social_security_tax');
    const medicare = f.members('employee_medicare_tax');
    const selfEmployment = f.members('self_employment_tax');
    const paid = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1)
      if (filer[i]) paid[i] = Math.min(cap, socialSecurity[i]! + medicare[i]! + selfEmployment[i]!);
    return f.aggregate(paid, 'person', 'sum');
  },
});
