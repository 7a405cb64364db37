import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Washington TANF countable earned income for the month: the household's total wages and net
 * self-employment income, less the $500 family earnings disregard (from August 2024), less half of
 * what remains (WAC 388-450-0170(2)-(3); RCW 74.08A.230). The disregards count for eligibility and
 * for the benefit alike, for applicants and recipients. The deduction for dependent care paid
 * before approval (WAC 388-450-0170(4)) is not made: it covers only care paid before benefits are
 * approved, prorated, and needs hours worked, which are not inputs; care afterwards is paid by
 * Working Connections Child Care.
 */
export const wa_tanf_countable_earned_income = defineUsVariable({
  id: 'wa_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Washington TANF countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WA'] },
  reference: [
    'https://app.leg.wa.gov/wac/default.aspx?cite=388-450-0170',
    'https://app.leg.wa.gov/rcw/default.aspx?cite=74.08A.230',
  ],
  formula: (f) => {
    const p = f.p.gov.states.wa.dshs.tanf.income;
    const gross = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    return gross.map((g) => {
      const remainder = Math.max(g - p.family_earnings_disregard, 0);
      return remainder * (1 - p.earned_income_disregard_rate);
    });
  },
});
