import { defineUsVariable } from '../../../us-variable.js';

/**
 * The person counts as a member of the SNAP household: not disqualified by the ABAWD work
 * requirement (students and non-citizens are not modelled: everyone is an eligible citizen).
 */
export const is_snap_unit_eligible_person = defineUsVariable({
  id: 'is_snap_unit_eligible_person',
  entity: 'person',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible member of the SNAP unit',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.11#c',
  formula: (f) => Uint8Array.from(f.get('meets_snap_abawd_work_requirements')),
});
