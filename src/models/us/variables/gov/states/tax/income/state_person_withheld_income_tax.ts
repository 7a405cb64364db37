import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** Each person's state income tax withheld (estimate) in their own state (the `withheld_income_tax` role of their state; 0 where the state has none). */
export const state_person_withheld_income_tax = defineUsVariable({
  id: 'state_person_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'State income tax withheld (estimate) (person)',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'withheld_income_tax'),
});
