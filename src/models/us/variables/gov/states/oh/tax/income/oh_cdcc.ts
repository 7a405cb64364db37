import { defineUsVariable } from '../../../../../us-variable.js';
import { ohAppliedCredits } from './oh-credit-order.js';

/** Ohio child and dependent care credit as applied against the tax. */
export const oh_cdcc = defineUsVariable({
  id: 'oh_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => ohAppliedCredits(f).cdcc,
});
