import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Michigan taxable income (MI-1040 line 10): federal AGI plus the deduction for one-half of
 * self-employment tax (added back as PolicyEngine reads Schedule 1), less taxable Social Security,
 * the larger of the senior standard deduction and the retirement deduction, the senior interest
 * and dividends deduction, tips and overtime where exempt, and the exemption allowance; not below 0.
 */
export const mi_taxable_income = defineUsVariable({
  id: 'mi_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const seAld = f.get('self_employment_tax_ald');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const standard = f.get('mi_standard_deduction');
    const retirement = f.get('mi_retirement_benefits_deduction');
    const interest = f.get('mi_interest_dividends_deduction');
    const tips = f.get('mi_tips_and_overtime_deduction');
    const exemptions = f.get('mi_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const subtractions =
        socialSecurity[i]! + Math.max(standard[i]!, retirement[i]!) + interest[i]! + tips[i]!;
      out[i] = Math.max(0, agi[i]! + seAld[i]! - subtractions - exemptions[i]!);
    }
    return out;
  },
});
