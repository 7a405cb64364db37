import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state adjusted gross income in its own state (the `agi` role of the unit's state; 0 where the state has none). */
export const state_agi = defineUsVariable({
  id: 'state_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State adjusted gross income',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'agi'),
});
