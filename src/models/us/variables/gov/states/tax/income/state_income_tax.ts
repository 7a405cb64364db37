import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state income tax (negative where refundable credits exceed the tax) in its own state (the `income_tax` role of the unit's state; 0 where the state has none). */
export const state_income_tax = defineUsVariable({
  id: 'state_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State income tax (negative where refundable credits exceed the tax)',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'income_tax'),
});
