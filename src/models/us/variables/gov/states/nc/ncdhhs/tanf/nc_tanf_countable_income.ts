import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * North Carolina Work First monthly countable income: each member's gross earnings less the 27.5%
 * earned income deduction, plus unearned income counted in full (10A NCAC 71W .0408; Work First
 * Manual WF-114). Every family is treated as an applicant, so a recipient's 100% disregard of
 * new earnings is not applied; no dependent care deduction is modelled.
 */
export const nc_tanf_countable_income = defineUsVariable({
  id: 'nc_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'North Carolina Work First countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference: [
    'https://regulations.justia.com/states/north-carolina/title-10a/chapter-71/subchapter-w/section-0400/section-71w-0408',
    'https://policies.ncdhhs.gov/wp-content/uploads/wf-114_1-2-2024.pdf',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.nc.ncdhhs.tanf.income.earned_income_deduction_rate;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const keptEarnings = earned.map((e) => Math.max(e, 0) * (1 - rate));
    const countedEarnings = f.aggregate(keptEarnings, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = countedEarnings[i]! + unearned[i]!;
    return out;
  },
});
