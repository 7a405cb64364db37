import { defineUsVariable } from '../../us-variable.js';

/** Physically or mentally incapable of self-care (input). */
export const is_incapable_of_self_care = defineUsVariable({
  id: 'is_incapable_of_self_care',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Incapable of self-care',
  reference: 'https://www.law.cornell.edu/uscode/text/26/21#b_1',
});
