import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Monthly unearned income Illinois TANF counts: Social Security, pensions, unemployment
 * compensation, dividends and interest (89 Ill. Adm. Code 112.100); SSI is exempt (112.110).
 */
export const il_tanf_countable_unearned_income = defineUsVariable({
  id: 'il_tanf_countable_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Illinois TANF countable unearned income',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.100',
    'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.110',
  ],
  formula: (f) => {
    const total = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return total.map((t) => Math.max(t, 0));
  },
});
