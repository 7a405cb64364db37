import { defineUsVariable } from '../../../../../us-variable.js';

/** New York taxable income (IT-201 line 38): New York AGI less the larger of the standard and itemized deductions and 1,000 dollars for each dependent, not below 0 (Tax Law 611, 616). */
export const ny_taxable_income = defineUsVariable({
  id: 'ny_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/611',
  formula: (f) => {
    const p = f.p.gov.states.ny.tax.income.deductions;
    const agi = f.get('ny_agi');
    const standard = f.get('ny_standard_deduction');
    const itemized = f.get('ny_itemized_deductions');
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = Math.max(standard[i]!, itemized[i]!);
      out[i] = Math.max(0, agi[i]! - deduction - dependents[i]! * p.dependent_exemption);
    }
    return out;
  },
});
