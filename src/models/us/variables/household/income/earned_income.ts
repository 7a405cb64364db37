import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/**
 * Earned income: wages includible in gross income (so not elective deferrals, IRC §32(c)(2)(A)(i))
 * and net self-employment income.
 */
export const earned_income = defineUsVariable({
  id: 'earned_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Earned income (wages and net self-employment income)',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32#c_2',
  formula: (f) => sumVariables(f, ['irs_employment_income', 'self_employment_income']),
});
