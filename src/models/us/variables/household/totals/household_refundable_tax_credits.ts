import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Refundable federal tax credits of the household's tax units: the EITC and the refundable child tax credit. */
export const household_refundable_tax_credits = defineUsVariable({
  id: 'household_refundable_tax_credits',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household refundable tax credits',
  unit: 'currency-USD',
  formula: (f) => sumVariables(f, ['income_tax_refundable_credits'], 'members'),
});
