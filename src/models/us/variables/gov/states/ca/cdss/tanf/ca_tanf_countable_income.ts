import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';
import { caTanfUnearnedIncome } from './ca-tanf-unearned.js';

/**
 * CalWORKs monthly countable income of a recipient unit: earnings less the 600-dollar disregard and
 * half of the rest, plus unearned income (with net capital gains; W\&IC 11451.5). The payment is the maximum aid payment
 * less this.
 */
export const ca_tanf_countable_income = defineUsVariable({
  id: 'ca_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'CalWORKs countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=WIC\&sectionNum=11451.5',
  formula: (f) => {
    const p = f.p.gov.states.ca.cdss.tanf.income;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = caTanfUnearnedIncome(f);
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        Math.max(earned[i]! - p.recipient_disregard, 0) * (1 - p.recipient_disregard_rate) +
        unearned[i]!;
    return out;
  },
});
