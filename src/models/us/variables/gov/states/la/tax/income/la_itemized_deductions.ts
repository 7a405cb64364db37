import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Louisiana itemized deduction from 2025 (La. R.S. 47:293(3); IT-540 line 8B): a federal itemiser's
 * medical expense deduction in excess of the federal standard deduction; 0 before 2025.
 */
export const la_itemized_deductions = defineUsVariable({
  id: 'la_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana itemized (excess medical) deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101565',
  formula: (f) => {
    if (!f.p.gov.states.la.tax.income.excess_medical_in_effect) return f.zeros();
    const itemizes = f.get('tax_unit_itemizes');
    const medical = f.get('medical_expense_deduction');
    const standard = f.get('standard_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (itemizes[i]) out[i] = Math.max(0, medical[i]! - standard[i]!);
    return out;
  },
});
