import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Maine TANF for the month: a Maine unit with a dependent child whose countable income is below
 * the standard of need receives the standard of need less that income, up to the maximum payment
 * for its size (22 M.R.S. 3762(3)(B); 10-144 C.M.R. ch. 331, ch. IV). The gross income test was
 * repealed in 2019 (LD 1774, the LIFT Act), so none is applied. The asset limit is not
 * applied because resources are not an input. The Alternative Aid diversion payment and the
 * Working Families Supplement (a food benefit) are not part of this monthly grant.
 */
export const me_tanf = defineUsVariable({
  id: 'me_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maine TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: [
    'https://legislature.maine.gov/statutes/22/title22sec3762.html',
    'https://regulations.justia.com/states/maine/10/144/chapter-331/chapter-iv',
    'https://www.law.cornell.edu/regulations/maine/10-144-C-M-R-ch-331-app-Charts',
  ],
  formula: (f) => {
    const p = f.p.gov.states.me.dhhs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const income = f.get('me_tanf_countable_income');
    const need = f.get('me_tanf_standard_of_need');
    const maximum = f.get('me_tanf_maximum_benefit');
    const eligible = child.map((c, i) => (c && income[i]! < need[i]! ? 1 : 0));
    return tanfGrant(f, eligible, (i) => Math.min(maximum[i]!, need[i]! - income[i]!));
  },
});
