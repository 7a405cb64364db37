import { defineUsVariable } from '../../us-variable.js';

/** Number of people in the marital unit (one person, or a couple). */
export const marital_unit_size_for_benefits = defineUsVariable({
  id: 'marital_unit_size_for_benefits',
  entity: 'marital_unit',
  valueType: 'int',
  period: 'year',
  label: 'Marital unit size',
  unit: 'person',
  formula: (f) => Int32Array.from(f.count()),
});
