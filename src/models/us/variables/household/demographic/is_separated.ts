import { defineUsVariable } from '../../us-variable.js';

/** Is married but files separately from the spouse (input; married filing separately, IRC §1(d)). */
export const is_separated = defineUsVariable({
  id: 'is_separated',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is married filing separately',
  reference: 'https://www.law.cornell.edu/uscode/text/26/1#d',
});
