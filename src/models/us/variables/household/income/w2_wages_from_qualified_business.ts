import { defineUsVariable } from '../../us-variable.js';

/** W-2 wages paid by the qualified business (input). */
export const w2_wages_from_qualified_business = defineUsVariable({
  id: 'w2_wages_from_qualified_business',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'W-2 wages paid by the qualified business',
  unit: 'currency-USD',
});
