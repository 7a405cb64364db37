import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/**
 * Taxes of the household before refundable credits: employee payroll taxes (with the Additional
 * Medicare Tax), self-employment tax, federal income tax before refundable credits, state income tax.
 */
export const household_tax_before_refundable_credits = defineUsVariable({
  id: 'household_tax_before_refundable_credits',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household tax before refundable credits',
  unit: 'currency-USD',
  formula: (f) => {
    const federal = sumVariables(
      f,
      ['employee_payroll_tax', 'self_employment_tax', 'income_tax_before_refundable_credits'],
      'members',
    );
    const state = f.get('household_state_income_tax');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! + state[i]!;
    return out;
  },
});
