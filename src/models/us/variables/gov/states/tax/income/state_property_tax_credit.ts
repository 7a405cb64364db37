import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state property tax or renter credit in its own state (the `property_tax_credit` role of the unit's state; 0 where the state has none). */
export const state_property_tax_credit = defineUsVariable({
  id: 'state_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State property tax or renter credit',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'property_tax_credit'),
});
