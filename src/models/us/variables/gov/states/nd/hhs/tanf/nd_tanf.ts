import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * North Dakota TANF for the month: a North Dakota unit with a dependent child whose countable
 * income is below its standard of need receives the standard of need less that income, if at least
 * the $10 minimum (N.D. Admin. Code 75-02-01.2-35 and -51; ND TANF Manual 400-19-110-20). Resources
 * are not an input, so the asset limit (75-02-01.2-22) is taken as met.
 */
export const nd_tanf = defineUsVariable({
  id: 'nd_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'North Dakota TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  reference: [
    'https://nd.gov/dhs/policymanuals/40019/Archive%20Documents/2023%20-%20ML%203749/400_19_110_20.htm',
    'https://www.law.cornell.edu/regulations/north-dakota/N-D-A-C-75-02-01.2-51',
  ],
  formula: (f) => {
    const p = f.p.gov.states.nd.hhs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const income = f.get('nd_tanf_countable_income');
    const standard = f.get('nd_tanf_standard_of_need');
    const eligible = child.map((c, i) => (c && income[i]! < standard[i]! ? 1 : 0));
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!, p.minimum_payment);
  },
});
