import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Alabama adjusted gross income (Form 40 line 10; Code of Alabama 40-18-14, 40-18-14.2): federal
 * AGI without the taxable Social Security and unemployment compensation, which Alabama exempts
 * (Form 40 booklet, "income exempt from Alabama tax"), and with the half of self-employment tax
 * added back (Alabama deducts the whole tax among its itemized deductions instead), less the
 * retirement income exemption.
 */
export const al_agi = defineUsVariable({
  id: 'al_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: [
    'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-14/',
    'https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf',
  ],
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const seAld = f.get('self_employment_tax_ald');
    const retirement = f.get('al_retirement_exemption');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const unemployment = f.members('taxable_unemployment_compensation');
    const unit = f.memberIndex();
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j]) out[unit[j]!] = out[unit[j]!]! - unemployment[j]!;
    for (let i = 0; i < f.size; i += 1)
      out[i] = out[i]! + agi[i]! - socialSecurity[i]! + seAld[i]! - retirement[i]!;
    return out;
  },
});
