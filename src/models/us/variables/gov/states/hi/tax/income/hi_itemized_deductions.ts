import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii itemized deductions (Schedule A and the itemized deductions worksheet of the N-11;
 * HRS 235-2.4): medical expenses above 7.5% of Hawaii AGI, state and local income (or sales) taxes
 * and real estate taxes without the federal cap, home mortgage interest and gifts to charity. Above
 * the threshold the total is reduced by 3% of the AGI over it, at most 80% of the deductions other
 * than medical expenses.
 */
export const hi_itemized_deductions = defineUsVariable({
  id: 'hi_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference: [
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0002_0004.htm',
    'https://files.hawaii.gov/tax/forms/2024/n11ins.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.hi.tax.income.deductions.itemized;
    const floor = f.p.gov.irs.deductions.itemized.medical.floor;
    const agi = f.get('hi_agi');
    const medicalExpenses = f.get('itemized_medical_expenses');
    const incomeOrSales = f.get('state_and_local_sales_or_income_tax');
    const realEstate = f.sum('real_estate_taxes');
    const interest = f.get('interest_deduction');
    const charity = f.get('charitable_deduction');
    const threshold = f.lookup(p.limitation_threshold, f.get('filing_status'), FILING_STATUS);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const medical = Math.max(0, medicalExpenses[i]! - floor * Math.max(0, agi[i]!));
      const limited = incomeOrSales[i]! + realEstate[i]! + interest[i]! + charity[i]!;
      const excess = Math.max(0, agi[i]! - threshold[i]!);
      const reduction = Math.min(p.limitation_rate * excess, p.limitation_max_share * limited);
      out[i] = medical + limited - reduction;
    }
    return out;
  },
});
