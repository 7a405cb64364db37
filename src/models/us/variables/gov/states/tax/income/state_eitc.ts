import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state earned income tax credit in its own state (the `eitc` role of the unit's state; 0 where the state has none). */
export const state_eitc = defineUsVariable({
  id: 'state_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State earned income tax credit',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'eitc'),
});
