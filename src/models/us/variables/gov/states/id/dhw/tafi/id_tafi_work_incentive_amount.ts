import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Idaho TAFI Work Incentive Table figure for the household's size (IDAPA 16.03.08.251): $309 for
 * one or two people to $947 for ten, $80 more for each further member. Members the rule leaves out
 * of the household size (ineligible non-citizens, children on SSI, 16.03.08.240) are not singled out.
 */
export const id_tafi_work_incentive_amount = defineUsVariable({
  id: 'id_tafi_work_incentive_amount',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Idaho TAFI Work Incentive Table amount',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.251',
  formula: (f) => {
    const p = f.p.gov.states.id.dhw.tafi.work_incentive_table;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
