import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * MFIP monthly countable unearned income: Social Security, pensions, unemployment compensation,
 * dividends and interest, counted dollar for dollar (Minn. Stat. 256P.06, subd. 3; Minnesota
 * Combined Manual 0017.12.03). SSI and capital gains are not counted.
 */
export const mn_mfip_countable_unearned_income = defineUsVariable({
  id: 'mn_mfip_countable_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Minnesota MFIP countable unearned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/256P.06',
  formula: (f) => sumVariables(f, TANF_UNEARNED_SOURCES, 'members'),
});
