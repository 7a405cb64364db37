import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Connecticut TFA countable unearned income for the month: Social Security, pensions, unemployment
 * compensation, dividends and interest, counted dollar for dollar against the payment standard
 * (SSI is not counted). Child support, of which the first $50 is passed through, is not an input.
 */
export const ct_tfa_countable_unearned_income = defineUsVariable({
  id: 'ct_tfa_countable_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Connecticut TFA countable unearned income',
  unit: 'currency-USD',
  reference:
    'https://portal.ct.gov/dss/knowledge-base/articles/cash-assistance/temporary-family-assistance',
  formula: (f) => sumVariables(f, TANF_UNEARNED_SOURCES, 'members'),
});
