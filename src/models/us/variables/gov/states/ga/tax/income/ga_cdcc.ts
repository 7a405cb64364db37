import { defineUsVariable } from '../../../../../us-variable.js';
import { appliedGaCredit } from './ga-credit-order.js';

/** Georgia child and dependent care credit as applied (first against the tax). */
export const ga_cdcc = defineUsVariable({
  id: 'ga_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  formula: (f) => appliedGaCredit(f, 0),
});
