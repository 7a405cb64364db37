import { defineUsVariable } from '../../../us-variable.js';

/**
 * Eligible individual for SSI: aged, blind or disabled. Resources are not an input of this model, so
 * the resource test always passes (42 U.S.C. 1382(a)).
 */
export const is_ssi_eligible_individual = defineUsVariable({
  id: 'is_ssi_eligible_individual',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'SSI eligible individual',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1382#a',
  formula: (f) => Uint8Array.from(f.get('is_ssi_aged_blind_disabled')),
});
