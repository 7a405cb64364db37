import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/**
 * Taxes of the SPM unit net of refundable credits: payroll, self-employment and income taxes of
 * its members' tax units, and their state income and use taxes. Every amount is summed from the
 * units inside the SPM unit (each tax unit once), never read from the household (which would put
 * the household's whole state income tax in each of its SPM units).
 */
export const spm_unit_taxes = defineUsVariable({
  id: 'spm_unit_taxes',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit taxes',
  unit: 'currency-USD',
  formula: (f) => {
    const federal = sumVariables(
      f,
      ['employee_payroll_tax', 'self_employment_tax', 'income_tax_before_refundable_credits'],
      'members',
    );
    const credits = sumVariables(f, ['income_tax_refundable_credits'], 'members');
    const state = sumVariables(f, ['state_income_tax', 'state_use_tax'], 'members');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! - credits[i]! + state[i]!;
    return out;
  },
});
