import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Person-level market income sources of the household totals. */
export const MARKET_INCOME_SOURCES = [
  'employment_income',
  'self_employment_income',
  'long_term_capital_gains',
  'short_term_capital_gains',
  'taxable_interest_income',
  'tax_exempt_interest_income',
  'qualified_dividend_income',
  'non_qualified_dividend_income',
  'taxable_pension_income',
  'ak_permanent_fund_dividend',
] as const;

/**
 * Market income of the household: earnings, capital gains (losses not limited), interest, dividends,
 * taxable pensions and the Alaska Permanent Fund Dividend. Social Security and unemployment
 * compensation are benefits.
 */
export const household_market_income = defineUsVariable({
  id: 'household_market_income',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household market income',
  unit: 'currency-USD',
  formula: (f) => sumVariables(f, MARKET_INCOME_SOURCES, 'members'),
});
