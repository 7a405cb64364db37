import { defineUsVariable } from '../../us-variable.js';
import { mask } from '../benefit-vectors.js';

/** In a K-12 school: assumed for ages 5 to 17. */
export const is_in_k12_school = defineUsVariable({
  id: 'is_in_k12_school',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In K-12 school',
  formula: (f) => mask(f.get('age'), (a) => a >= 5 && a <= 17),
});
