import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Louisiana FITAP countable earned income for the month: each employed adult's earnings less the
 * $120 standard deduction and then the $900 time-limited deduction, not below zero, summed over
 * the unit (LAC 67:III.1229(C)). Earnings of a minor child are excluded, the child being taken to
 * be in school (1229(A)(2)). Every earner is treated as within the six months of the time-limited
 * deduction, the model having no employment history. FITAP has no dependent care deduction.
 */
export const la_fitap_countable_earned_income = defineUsVariable({
  id: 'la_fitap_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Louisiana FITAP countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://www.law.cornell.edu/regulations/louisiana/La-Admin-Code-tit-67-SS-III-1229',
  formula: (f) => {
    const p = f.p.gov.states.la.dcfs.fitap;
    const { standard, time_limited } = p.income.deductions;
    const age = f.members('age');
    const sources = TANF_EARNED_SOURCES.map((v) => f.members(v));
    const net = new Float64Array(age.length);
    for (let j = 0; j < net.length; j += 1) {
      if (age[j]! < p.minor_child_age) continue;
      // Both deductions apply to each employed member separately (1229(C)(1), (2)).
      const gross = Math.max(
        sources.reduce((sum, s) => sum + s[j]!, 0),
        0,
      );
      net[j] = Math.max(gross - standard - time_limited, 0);
    }
    return f.aggregate(net, 'person', 'sum');
  },
});
