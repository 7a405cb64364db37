import { defineUsVariable } from '../../../../../us-variable.js';
import { dependentCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly child care costs Maine TANF deducts from earnings: the unit's child care expenses, up to
 * $200 for each dependent child under two and $175 for each older one (22 M.R.S. 3762(3)(B)(7-D);
 * 10-144 C.M.R. ch. 331, ch. IV(B)). The higher amount for a child with special needs is not
 * modelled; the deduction only reduces earnings (see the countable earned income).
 */
export const me_tanf_child_care_deduction = defineUsVariable({
  id: 'me_tanf_child_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maine TANF child care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/22/title22sec3762.html',
  formula: (f) => {
    const p = f.p.gov.states.me.dhhs.tanf;
    const care = p.income.child_care;
    const minorAge = p.eligibility.minor_child_age;
    const child = Uint8Array.from(f.members('age'), (a) => (a < minorAge ? 1 : 0));
    return dependentCareDeduction(f, child, care.infant_age, care.infant_amount, care.amount);
  },
});
