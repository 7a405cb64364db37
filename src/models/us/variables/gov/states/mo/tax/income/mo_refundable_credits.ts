import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Missouri refundable credits: 0. The property tax credit (Form MO-PTC, RSMo 135.010-135.035, for
 * filers 65 or older, disabled or surviving spouses with household income up to $30,000) is not
 * modelled yet.
 */
export const mo_refundable_credits = defineUsVariable({
  id: 'mo_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  formula: (f) => f.zeros(),
});
