import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico taxable income (PIT-1 line 17): federal AGI plus the state and local tax addition, less
 * the federal standard or itemized deduction (as taken on the federal return), the medical care
 * expense, certain dependents and net capital gain deductions, and the exemptions; at least 0.
 */
export const nm_taxable_income = defineUsVariable({
  id: 'nm_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://www.tax.newmexico.gov/individuals/personal-income-tax-information-overview/',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const addback = f.get('nm_salt_addback');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('itemized_taxable_income_deductions');
    const standard = f.get('standard_deduction');
    const medical = f.get('nm_medical_care_expense_deduction');
    const dependents = f.get('nm_deduction_for_certain_dependents');
    const gains = f.get('nm_net_capital_gain_deduction');
    const exemptions = f.get('nm_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = itemizes[i] ? itemized[i]! : standard[i]!;
      const other = medical[i]! + dependents[i]! + gains[i]! + exemptions[i]!;
      out[i] = Math.max(0, agi[i]! + addback[i]! - deduction - other);
    }
    return out;
  },
});
