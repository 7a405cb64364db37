import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Monthly countable income of an Illinois TANF unit for the grant: earnings less the child care
 * deduction, of which 75 percent is exempt, plus unearned income (89 Ill. Adm. Code 112.141(c),
 * 112.143(b)).
 */
export const il_tanf_countable_income = defineUsVariable({
  id: 'il_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Illinois TANF countable income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.141',
  formula: (f) => {
    const rate = f.p.gov.states.il.dhs.tanf.income.earned_income_disregard_rate;
    const earned = f.get('il_tanf_gross_earned_income');
    const care = f.get('il_tanf_child_care_deduction');
    const unearned = f.get('il_tanf_countable_unearned_income');
    return earned.map((e, i) => Math.max(e - care[i]!, 0) * (1 - rate) + unearned[i]!);
  },
});
