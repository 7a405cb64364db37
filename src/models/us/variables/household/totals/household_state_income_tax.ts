import { defineUsVariable } from '../../us-variable.js';

/**
 * State income tax of the household: the sum of its tax units' `state_income_tax`. PolicyEngine
 * defines this id on the tax unit; Fiscus keeps it on the household, whose reports read it.
 */
export const household_state_income_tax = defineUsVariable({
  id: 'household_state_income_tax',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household state income tax',
  unit: 'currency-USD',
  documentation:
    "The sum of the household's tax units' state income tax. PolicyEngine defines this id on the tax unit; Fiscus keeps it on the household, whose reports read it.",
  formula: (f) => f.sum('state_income_tax'),
});
