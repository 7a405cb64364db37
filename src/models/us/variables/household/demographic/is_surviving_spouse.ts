import { defineUsVariable } from '../../us-variable.js';

/**
 * Is a surviving spouse in the sense of IRC §2(a)(1)(A) and (2): the spouse died during either of
 * the two preceding taxable years and the person has not remarried (input).
 */
export const is_surviving_spouse = defineUsVariable({
  id: 'is_surviving_spouse',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Spouse died in either of the two preceding years (not remarried)',
  reference: 'https://www.law.cornell.edu/uscode/text/26/2#a',
});
