import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state itemized deductions in its own state (the `itemized_deductions` role of the unit's state; 0 where the state has none). */
export const state_itemized_deductions = defineUsVariable({
  id: 'state_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State itemized deductions',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'itemized_deductions'),
});
