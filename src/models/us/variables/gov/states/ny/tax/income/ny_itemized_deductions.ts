import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New York itemized deductions (IT-196): the federal deductions for medical expenses, interest and gifts with real estate taxes uncapped (no income taxes), reduced above the start: 25% phased in over 50,000 dollars of AGI, 50% from 525,000 dollars (phased in from 475,000), and above 1,000,000 dollars only half of the gifts (a quarter above 10,000,000) (Tax Law 615(c), (f), (g)). */
export const ny_itemized_deductions = defineUsVariable({
  id: 'ny_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/615',
  formula: (f) => {
    const p = f.p.gov.states.ny.tax.income.deductions;
    const agi = f.get('ny_agi');
    const start = f.lookup(p.itemized_reduction_start, f.get('filing_status'), FILING_STATUS);
    const medical = f.get('medical_expense_deduction');
    const interest = f.get('interest_deduction');
    const charitable = f.get('charitable_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const total = medical[i]! + interest[i]! + charitable[i]! + realEstate[i]!;
      const a = agi[i]!;
      if (a > 10_000_000) out[i] = 0.25 * charitable[i]!;
      else if (a > 1_000_000) out[i] = 0.5 * charitable[i]!;
      else {
        let share = 0.25 * Math.min(1, Math.max(0, (a - start[i]!) / 50_000));
        if (a > 475_000) share = 0.25 + 0.25 * Math.min(1, (a - 475_000) / 50_000);
        out[i] = total * (1 - share);
      }
    }
    return out;
  },
});
