import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey medical expense deduction (NJ-1040 line 31, N.J.S.A. 54A:3-3): medical expenses, including health insurance premiums, above 2% of New Jersey gross income. */
export const nj_medical_expense_deduction = defineUsVariable({
  id: 'nj_medical_expense_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey medical expense deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-3-3/',
  formula: (f) => {
    const floor = f.p.gov.states.nj.tax.income.deductions.medical_floor;
    const expenses = f.get('itemized_medical_expenses');
    const income = f.get('nj_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, expenses[i]! - floor * income[i]!);
    return out;
  },
});
