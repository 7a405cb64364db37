import { defineUsVariable } from '../../../../../us-variable.js';
import { appliedGaCredit } from './ga-credit-order.js';

/** Georgia child tax credit as applied (after the care and low income credits). */
export const ga_ctc = defineUsVariable({
  id: 'ga_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  formula: (f) => appliedGaCredit(f, 2),
});
