import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona itemized deductions (Schedule A, A.R.S. 43-1042): the federal itemized deductions with medical expenses in full (no 7.5% floor) and the state and local tax deduction under the Arizona cap. */
export const az_itemized_deductions = defineUsVariable({
  id: 'az_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01042.htm',
  formula: (f) => {
    const p = f.p.gov.states.az.tax.income.deductions;
    const cap = p.salt_cap_applies ? p.salt_cap : Infinity;
    const federal = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const medicalDeduction = f.get('medical_expense_deduction');
    const medical = f.get('itemized_medical_expenses');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        federal[i]! - salt[i]! - medicalDeduction[i]! + medical[i]! + Math.min(salt[i]!, cap);
    return out;
  },
});
