import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';
import { memberEarnings } from './member-earnings.js';

/**
 * Montana TANF gross monthly income (GMI) for the month: the unit's earned income (less a school
 * child's) and unearned income before any disregard, the amount compared with the GMI standard
 * (ARM 37.78.103, "gross monthly income"; ARM 37.78.402, 37.78.415, 37.78.420(3)).
 */
export const mt_tanf_gross_income = defineUsVariable({
  id: 'mt_tanf_gross_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Montana TANF gross monthly income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: [
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.402',
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.420',
  ],
  formula: (f) => {
    const earned = f.aggregate(memberEarnings(f), 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + Math.max(unearned[i]!, 0));
  },
});
