import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey gross income less the exemptions and the medical expense deduction, not below 0. */
export const nj_taxable_income_before_property_tax_deduction = defineUsVariable({
  id: 'nj_taxable_income_before_property_tax_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey taxable income before the property tax deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
  formula: (f) => {
    const income = f.get('nj_agi');
    const exemptions = f.get('nj_exemptions');
    const medical = f.get('nj_medical_expense_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, income[i]! - exemptions[i]! - medical[i]!);
    return out;
  },
});
