import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state use tax on untaxed purchases in its own state (the `use_tax` role of the unit's state; 0 where the state has none). */
export const state_use_tax = defineUsVariable({
  id: 'state_use_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State use tax on untaxed purchases',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'use_tax'),
});
