import { defineUsVariable } from '../../us-variable.js';

/** Unadjusted basis of qualified business property (input). */
export const unadjusted_basis_qualified_property = defineUsVariable({
  id: 'unadjusted_basis_qualified_property',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Unadjusted basis of qualified business property',
  unit: 'currency-USD',
});
