import type { MarginalRateSpec } from '../../engine/index.js';

/**
 * US marginal rates as PolicyEngine-US measures them (its `gov.simulation.marginal_tax_rate_delta`
 * of $1,000 and `marginal_tax_rate_adults` of 2): employment income of each of the first two
 * adults (18 or older) of a household raised by $1,000, and the share of it the household's net
 * income does not keep; its parts are the rise of federal income tax (after credits, so the EITC's
 * and refundable credits' phase-outs are in it), of state income tax, and of employee payroll tax.
 */
export const US_MARGINAL_RATES: MarginalRateSpec = {
  earnings: 'employment_income',
  net: 'household_net_income',
  group: 'household',
  delta: 1_000,
  people: { variable: 'age', minimum: 18, count: 2 },
  parts: {
    federal_income: 'income_tax',
    state_income: 'state_income_tax',
    payroll: 'employee_payroll_tax',
  },
};
