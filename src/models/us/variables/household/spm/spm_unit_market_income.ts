import { defineUsVariable } from '../../us-variable.js';
import { MARKET_INCOME_SOURCES } from '../totals/household_market_income.js';
import { sumVariables } from '../../sum-variables.js';

/** Market income of the SPM unit: the household market income sources except the Alaska Permanent Fund Dividend. */
export const spm_unit_market_income = defineUsVariable({
  id: 'spm_unit_market_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit market income',
  unit: 'currency-USD',
  formula: (f) =>
    sumVariables(
      f,
      MARKET_INCOME_SOURCES.filter((id) => id !== 'ak_permanent_fund_dividend'),
      'members',
    ),
});
