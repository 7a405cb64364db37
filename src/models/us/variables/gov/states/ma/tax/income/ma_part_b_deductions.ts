import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts deductions from Part B income (Form 1 lines 10–18, Schedule Y): the exemptions, the payroll tax deduction, half of rent up to $4,000, the federal medical expense deduction where the federal return itemizes and the charitable deduction (restored from 2023). */
export const ma_part_b_deductions = defineUsVariable({
  id: 'ma_part_b_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts Part B deductions and exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3',
  formula: (f) => {
    const p = f.p.gov.states.ma.tax.income.deductions;
    const exemptions = f.get('ma_exemptions');
    const payroll = f.get('ma_payroll_tax_deduction');
    const rent = f.sum('rent');
    const medical = f.get('medical_expense_deduction');
    const itemizes = f.get('tax_unit_itemizes');
    const charity = f.get('charitable_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const rentDeduction = Math.min(p.rent_cap, p.rent_share * Math.max(0, rent[i]!));
      out[i] =
        exemptions[i]! +
        payroll[i]! +
        rentDeduction +
        (itemizes[i] ? medical[i]! : 0) +
        Math.max(0, charity[i]!);
    }
    return out;
  },
});
