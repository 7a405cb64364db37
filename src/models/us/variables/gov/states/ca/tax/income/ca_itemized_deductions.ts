import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** California itemized deductions (Schedule CA Part II): the federal Schedule A deductions for medical expenses, interest and gifts, and real estate taxes with no cap (state income tax is not deductible), reduced for high incomes by the smaller of 6% of federal AGI above the threshold and 80% of the deductions other than medical (R\&TC 17076, 17077). */
export const ca_itemized_deductions = defineUsVariable({
  id: 'ca_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17077',
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income.deductions;
    const agi = f.get('adjusted_gross_income');
    const threshold = f.lookup(p.itemized_limit_threshold, f.get('filing_status'), FILING_STATUS);
    const medical = f.get('medical_expense_deduction');
    const interest = f.get('interest_deduction');
    const charitable = f.get('charitable_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const limited = interest[i]! + charitable[i]! + realEstate[i]!;
      const reduction = Math.min(
        p.itemized_limit_rate * Math.max(0, agi[i]! - threshold[i]!),
        p.itemized_limit_max_share * limited,
      );
      out[i] = medical[i]! + limited - reduction;
    }
    return out;
  },
});
