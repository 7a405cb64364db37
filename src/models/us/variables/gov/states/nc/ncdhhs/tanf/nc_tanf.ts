import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * North Carolina Work First Family Assistance monthly payment: half of the amount by which the
 * family's countable income falls short of its need standard, so at most half the standard
 * ($272 for three; Work First Manual WF-114). No rounding is applied.
 */
export const nc_tanf = defineUsVariable({
  id: 'nc_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'North Carolina Work First Family Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference: [
    'https://policies.ncdhhs.gov/wp-content/uploads/wf-114_1-2-2024.pdf#page=5',
    'https://www.ncdhhs.gov/divisions/social-services/work-first-family-assistance/work-first-eligibility-and-income',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.nc.ncdhhs.tanf.payment_rate;
    const eligible = f.get('nc_tanf_eligible');
    const need = f.get('nc_tanf_need_standard');
    const countable = f.get('nc_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => (need[i]! - countable[i]!) * rate);
  },
});
