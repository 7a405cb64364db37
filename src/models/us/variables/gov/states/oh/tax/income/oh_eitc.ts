import { defineUsVariable } from '../../../../../us-variable.js';
import { ohAppliedCredits } from './oh-credit-order.js';

/** Ohio earned income credit (non-refundable) as applied against the tax left after the earlier credits. */
export const oh_eitc = defineUsVariable({
  id: 'oh_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => ohAppliedCredits(f).eitc,
});
