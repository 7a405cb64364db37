import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state child tax credit in its own state (the `ctc` role of the unit's state; 0 where the state has none). */
export const state_ctc = defineUsVariable({
  id: 'state_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State child tax credit',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'ctc'),
});
