import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Monthly initial employment deduction of an Illinois TANF unit, used only to test eligibility at
 * application: for each employed parent, half the unit's monthly poverty guideline less the
 * payment level, up to the parent's earnings (89 Ill. Adm. Code 112.141(a)).
 */
export const il_tanf_initial_employment_deduction = defineUsVariable({
  id: 'il_tanf_initial_employment_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Illinois TANF initial employment deduction',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.141',
    'https://www.dhs.state.il.us/?item=136652',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.il.dhs.tanf.income.initial_employment_deduction_rate;
    const fpg = f.get('il_tanf_unit_fpg');
    const level = f.get('il_tanf_payment_level');
    const perEarner = fpg.map((g, i) => Math.max(rate * g - level[i]!, 0));
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const parent = f.members('il_tanf_eligible_parent');
    const unit = f.memberIndex();
    const deduction = earned.map((e, j) =>
      parent[j] && e > 0 ? Math.min(e, perEarner[unit[j]!]!) : 0,
    );
    return f.aggregate(deduction, 'person', 'sum');
  },
});
