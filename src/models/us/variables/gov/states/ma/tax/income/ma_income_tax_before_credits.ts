import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts income tax before credits (Form 1 lines 22–28): the deductions and exemptions come off Part B income first, any excess off Part A and then Part C; 5% on Part B, 8.5% on Part A short-term gains, 5% on Part C, and 4% on taxable income over the surtax threshold; 0 under No Tax Status (AGI at most the limit for the filing status plus $1,000 per dependent). */
export const ma_income_tax_before_credits = defineUsVariable({
  id: 'ma_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section4',
  formula: (f) => {
    const p = f.p.gov.states.ma.tax.income;
    const a = f.get('ma_part_a_gross_income');
    const b = f.get('ma_part_b_gross_income');
    const c = f.get('ma_part_c_gross_income');
    const deductions = f.get('ma_part_b_deductions');
    const noTaxLimit = f.get('ma_no_tax_status_limit');
    const agi = f.get('ma_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (agi[i]! <= noTaxLimit[i]!) continue;
      let left = deductions[i]!;
      const taxB = Math.max(0, b[i]! - left);
      left = Math.max(0, left - b[i]!);
      const taxA = Math.max(0, a[i]! - left);
      left = Math.max(0, left - a[i]!);
      const taxC = Math.max(0, c[i]! - left);
      const taxable = taxA + taxB + taxC;
      out[i] =
        p.rates.part_b * taxB +
        p.rates.part_a_short_term_gains * taxA +
        p.rates.part_c * taxC +
        p.rates.surtax_rate * Math.max(0, taxable - p.rates.surtax_threshold);
    }
    return out;
  },
});
