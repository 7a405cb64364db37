import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Kentucky K-TAP countable earned income for the month (921 KAR 2:016 Section 5(3)): each employed
 * person's earnings less the work expense deduction ($175; $90 before 16 February 2023), summed,
 * less the dependent care deduction, less the earned income disregard (50% of the rest; before
 * 2023, $30 per earner and one third of the rest). The disregard's six-month limit is not
 * modelled (months of receipt are not an input), so it is always applied.
 */
export const ky_ktap_countable_earned_income = defineUsVariable({
  id: 'ky_ktap_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kentucky K-TAP countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/kar/titles/921/002/016/',
  formula: (f) => {
    const p = f.p.gov.states.ky.dcbs.ktap.income;
    const earnings = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const afterWorkExpense = earnings.map((e) => Math.max(e - p.work_expense, 0));
    const earner = Uint8Array.from(earnings, (e) => (e > 0 ? 1 : 0));
    const net = f.aggregate(afterWorkExpense, 'person', 'sum');
    const earners = f.aggregate(earner, 'person', 'sum');
    const care = f.get('ky_ktap_dependent_care_deduction');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const afterCare = Math.max(net[i]! - care[i]!, 0);
      const afterFlat = Math.max(afterCare - p.earned_income_flat_disregard * earners[i]!, 0);
      out[i] = afterFlat * (1 - p.earned_income_disregard_rate);
    }
    return out;
  },
});
