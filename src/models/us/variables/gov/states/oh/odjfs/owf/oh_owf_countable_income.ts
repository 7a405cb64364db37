import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Ohio Works First monthly countable income: the assistance group's gross earned income less the
 * first 250 dollars and one half of the rest, plus its gross unearned income (ORC 5107.10(D)(3);
 * Ohio Admin. Code 5101:1-23-20). The dependent care deduction is not modelled.
 */
export const oh_owf_countable_income = defineUsVariable({
  id: 'oh_owf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Ohio Works First countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: [
    'https://codes.ohio.gov/ohio-revised-code/section-5107.10',
    'https://codes.ohio.gov/ohio-administrative-code/rule-5101:1-23-20',
  ],
  formula: (f) => {
    const p = f.p.gov.states.oh.odjfs.owf.income;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const remainder = Math.max(earned[i]! - p.earned_income_disregard, 0);
      out[i] = remainder * (1 - p.earned_income_disregard_rate) + unearned[i]!;
    }
    return out;
  },
});
