import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia itemized deductions (Schedule A, Va. Code 58.1-322.03(1)): the federal itemized deductions with real estate taxes in full in place of the federal SALT deduction (state income taxes are not deductible), under the IRC 68 limitation Virginia keeps: 3% of federal AGI over the threshold, at most 80% of the deductions other than medical expenses; the sales or income tax, reduced in the same proportion as the whole, is then taken out (investment interest, casualty and gambling losses, also spared, are not inputs). */
export const va_itemized_deductions = defineUsVariable({
  id: 'va_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.03/',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income.deductions;
    const capParam = f.p.gov.irs.deductions.itemized.salt_and_real_estate.cap;
    const status = f.get('filing_status');
    const federal = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const salesOrIncome = f.get('state_and_local_sales_or_income_tax');
    const medical = f.get('medical_expense_deduction');
    const agi = f.get('adjusted_gross_income');
    const cap = f.lookup(capParam, status, FILING_STATUS);
    const threshold = f.lookup(p.itemized_limit_threshold, status, FILING_STATUS);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      // Part A line 1: the deductions, the sales or income tax capped at what the cap leaves
      // after real estate taxes; line 2: those the limitation spares (medical expenses here).
      const capped = Math.min(salesOrIncome[i]!, Math.max(0, cap[i]! - realEstate[i]!));
      const total = federal[i]! - salt[i]! + realEstate[i]! + capped;
      const reducible = Math.max(0, total - medical[i]!);
      const limit = Math.min(
        p.itemized_limit_deduction_rate * reducible,
        p.itemized_limit_agi_rate * Math.max(0, agi[i]! - threshold[i]!),
      );
      // Part B: the sales or income tax, reduced in the proportion line 9 / line 1, is taken out.
      const share = total > 0 ? limit / total : 0;
      out[i] = Math.max(0, total - limit - capped * (1 - share));
    }
    return out;
  },
});
