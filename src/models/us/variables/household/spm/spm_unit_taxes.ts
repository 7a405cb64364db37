import { defineUsVariable } from '../../us-variable.js';
import { sumMembers } from '../household-sum.js';

/** Taxes of the SPM unit net of refundable credits: payroll, self-employment and income taxes of its members' tax units, and their state income and use taxes (each tax unit once). */
export const spm_unit_taxes = defineUsVariable({
  id: 'spm_unit_taxes',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit taxes',
  unit: 'currency-USD',
  formula: (f) => {
    const federal = sumMembers(f, [
      'employee_payroll_tax',
      'self_employment_tax',
      'income_tax_before_refundable_credits',
    ]);
    const credits = sumMembers(f, ['income_tax_refundable_credits']);
    const state = sumMembers(f, ['state_income_tax', 'state_use_tax']);
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! - credits[i]! + state[i]!;
    return out;
  },
});
