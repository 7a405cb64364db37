import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * New Mexico Works standard of need for the month by benefit group size, with a fixed amount for
 * each member beyond eight (8.102.500.8(D) NMAC). It is both the net income limit and the payment
 * to a group with no countable income.
 */
export const nm_works_standard_of_need = defineUsVariable({
  id: 'nm_works_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Mexico Works standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://www.srca.nm.gov/parts/title08/08.102.0500.html',
  formula: (f) => {
    const p = f.p.gov.states.nm.hca.nm_works.standard_of_need;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
