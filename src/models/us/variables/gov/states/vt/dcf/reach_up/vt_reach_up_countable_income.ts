import { defineUsVariable } from '../../../../../us-variable.js';
import {
  dependentCareDeduction,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Vermont Reach Up countable income for the month: each employed member's earnings less the flat
 * disregard ($250, $350 from January 2024) and 25 percent of the rest, summed over the group, less
 * dependent care costs (up to $175 for each participant, the unit's tax-unit heads and spouses),
 * not below zero; plus unearned income counted in full (33 V.S.A. 1103(c)(1); Code Vt. R.
 * 13-170-220, Rules 2252.2 and 2252.3). The child support disregard (33 V.S.A. 1103(f)) has no
 * input to apply to.
 */
export const vt_reach_up_countable_income = defineUsVariable({
  id: 'vt_reach_up_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Vermont Reach Up countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: [
    'https://legislature.vermont.gov/statutes/section/33/011/01103',
    'https://www.law.cornell.edu/regulations/vermont/13-220-Code-Vt-R-13-170-220-X',
  ],
  formula: (f) => {
    const p = f.p.gov.states.vt.dcf.reach_up.income;
    const sources = TANF_EARNED_SOURCES.map((v) => f.members(v));
    const net = new Float64Array(sources[0]!.length);
    for (let j = 0; j < net.length; j += 1) {
      // The disregards apply to each employed member's earnings separately.
      const gross = Math.max(
        sources.reduce((sum, s) => sum + s[j]!, 0),
        0,
      );
      const disregard = p.earned_income_disregard;
      net[j] = Math.max(gross - disregard.flat, 0) * (1 - disregard.rate);
    }
    const earned = f.aggregate(net, 'person', 'sum');
    const participant = f.members('is_tax_unit_head_or_spouse');
    const care = dependentCareDeduction(f, participant, 0, p.dependent_care, p.dependent_care);
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => Math.max(e - care[i]!, 0) + Math.max(unearned[i]!, 0));
  },
});
