import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Nevada TANF countable income for the month: each earner's gross earnings less the greater of $90
 * or 20 percent (the work expense deduction, TANF State Plan 3.4), plus unearned income. The
 * graduated disregards of continuing recipients are not modelled.
 */
export const nv_tanf_countable_income = defineUsVariable({
  id: 'nv_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Nevada TANF countable income',
  unit: 'currency-USD',
  reference:
    'https://dss.nv.gov/uploadedFiles/dwssnvgov/content/TANF/TANF_State_Plan_FINAL%20_Effective_12.31.20.pdf',
  formula: (f) => {
    const p = f.p.gov.states.nv.dwss.tanf.income.work_expense;
    const net = sumVariables(f, TANF_EARNED_SOURCES, 'people').map((e) =>
      Math.max(e - Math.max(p.flat, e * p.rate), 0),
    );
    const earned = f.aggregate(net, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + unearned[i]!);
  },
});
