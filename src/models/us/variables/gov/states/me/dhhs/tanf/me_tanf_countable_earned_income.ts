import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Maine TANF countable earned income for the month: each employed member's gross earnings less
 * $108 and half of the rest, summed over the unit, less the child care deduction, not below zero
 * (22 M.R.S. 3762(3)(B)(7-D); 10-144 C.M.R. ch. 331, ch. IV(B)). The larger disregards of a
 * recipient's first six months in a new job depend on case history the model does not have.
 */
export const me_tanf_countable_earned_income = defineUsVariable({
  id: 'me_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maine TANF countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: [
    'https://legislature.maine.gov/statutes/22/title22sec3762.html',
    'https://regulations.justia.com/states/maine/10/144/chapter-331/chapter-iv',
  ],
  formula: (f) => {
    const p = f.p.gov.states.me.dhhs.tanf.income.earned_income_disregard;
    const sources = TANF_EARNED_SOURCES.map((v) => f.members(v));
    const net = new Float64Array(sources[0]!.length);
    for (let j = 0; j < net.length; j += 1) {
      // The disregards apply to each employed person's earnings separately.
      const gross = Math.max(
        sources.reduce((sum, s) => sum + s[j]!, 0),
        0,
      );
      net[j] = Math.max(gross - p.flat, 0) * (1 - p.rate);
    }
    const total = f.aggregate(net, 'person', 'sum');
    const care = f.get('me_tanf_child_care_deduction');
    return total.map((t, i) => Math.max(t - care[i]!, 0));
  },
});
