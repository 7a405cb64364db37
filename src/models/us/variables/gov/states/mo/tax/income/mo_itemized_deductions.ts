import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Missouri itemized deductions (RSMo 143.141; Form MO-A Part 2): the federal itemized deductions
 * plus the employee Social Security, Medicare and additional Medicare taxes and the self-employment
 * tax, less the state and local income taxes in them; at least 0.
 */
export const mo_itemized_deductions = defineUsVariable({
  id: 'mo_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.141',
  formula: (f) => {
    const itemized = f.get('itemized_taxable_income_deductions');
    const ss = f.sum('employee_social_security_tax');
    const medicare = f.sum('employee_medicare_tax');
    const additional = f.get('additional_medicare_tax');
    const se = f.sum('self_employment_tax');
    const net = f.get('mo_net_state_income_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(
        0,
        itemized[i]! + ss[i]! + medicare[i]! + additional[i]! + se[i]! - net[i]!,
      );
    return out;
  },
});
