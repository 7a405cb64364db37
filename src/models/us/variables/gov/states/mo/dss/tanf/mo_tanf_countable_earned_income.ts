import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Missouri Temporary Assistance countable earned income for the month: each earner's gross
 * earnings less the $90 standard work exemption, less $30 and one third of the rest; summed over
 * the unit, less child care costs, not below zero (Temporary Assistance Manual 0210.015.30,
 * 0210.015.30.05, 0210.015.30.10). These are the disregards of a person who was not receiving
 * Temporary Assistance when the job began, in the first four months; the $30-only disregard that
 * follows and the two-thirds disregard of active participants depend on case history the model
 * does not have.
 */
export const mo_tanf_countable_earned_income = defineUsVariable({
  id: 'mo_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Missouri Temporary Assistance countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://dssmanuals.mo.gov/temporary-assistance-case-management/0210-015-30/',
  formula: (f) => {
    const p = f.p.gov.states.mo.dss.tanf.income;
    const sources = TANF_EARNED_SOURCES.map((v) => f.members(v));
    const net = new Float64Array(sources[0]!.length);
    for (let j = 0; j < net.length; j += 1) {
      // The disregards apply to each employed person separately (0210.015.30.10).
      const gross = Math.max(
        sources.reduce((sum, s) => sum + s[j]!, 0),
        0,
      );
      const afterExemption = Math.max(gross - p.standard_work_exemption, 0);
      const afterFlat = Math.max(afterExemption - p.earned_income_disregard.flat, 0);
      net[j] = afterFlat * (1 - p.earned_income_disregard.rate);
    }
    const total = f.aggregate(net, 'person', 'sum');
    const care = f.get('mo_tanf_dependent_care_deduction');
    return total.map((t, i) => Math.max(t - care[i]!, 0));
  },
});
