import { defineUsVariable } from '../../../../../us-variable.js';

/** Medical expense deduction: medical expenses above 7.5% of AGI. */
export const medical_expense_deduction = defineUsVariable({
  id: 'medical_expense_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Medical expense deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/213#a',
  formula: (f) => {
    const floor = f.p.gov.irs.deductions.itemized.medical.floor;
    const expenses = f.get('itemized_medical_expenses');
    const agi = f.get('adjusted_gross_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = Math.max(0, expenses[i]! - floor * Math.max(0, agi[i]!));
    return out;
  },
});
