import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Ohio deduction for unreimbursed medical care expenses (Schedule of Adjustments line 36): the
 * members' medical expenses, premiums included, above 7.5% of federal AGI (R.C. 5747.01(A)(10)).
 */
export const oh_medical_expense_deduction = defineUsVariable({
  id: 'oh_medical_expense_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio unreimbursed medical care expense deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.01',
  formula: (f) => {
    const floor = f.p.gov.states.oh.tax.income.deductions.medical_agi_floor;
    const agi = f.get('adjusted_gross_income');
    const expenses = f.get('itemized_medical_expenses');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, expenses[i]! - floor * Math.max(0, agi[i]!));
    return out;
  },
});
