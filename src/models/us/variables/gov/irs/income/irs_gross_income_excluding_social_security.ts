import { sumVariables } from '../../../sum-variables.js';
import { defineUsVariable } from '../../../us-variable.js';

const SOURCES = [
  'irs_employment_income',
  'self_employment_income',
  'taxable_interest_income',
  'dividend_income',
  'taxable_pension_income',
  'taxable_unemployment_compensation',
  'ak_permanent_fund_dividend',
] as const;

/**
 * Gross income of a head or spouse other than Social Security (dependents' income is theirs to
 * report); the tax unit's net capital gain (not a loss: see above_the_line_deductions) is counted
 * on the head.
 */
export const irs_gross_income_excluding_social_security = defineUsVariable({
  id: 'irs_gross_income_excluding_social_security',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Gross income other than Social Security',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/61',
  formula: (f) => {
    const filer = f.get('is_tax_unit_head_or_spouse');
    const head = f.get('is_tax_unit_head');
    const gains = f.get('loss_limited_net_capital_gains');
    const out = sumVariables(f, SOURCES);
    for (let i = 0, n = f.size; i < n; i += 1) {
      if (!filer[i]) out[i] = 0;
      else if (head[i]) out[i] = out[i]! + Math.max(0, gains[i]!);
    }
    return out;
  },
});
