import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state refundable credits in its own state (the `refundable_credits` role of the unit's state; 0 where the state has none). */
export const state_refundable_credits = defineUsVariable({
  id: 'state_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State refundable credits',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'refundable_credits'),
});
