/** Income and expense inputs, and their simple totals. */
import type { VariableDef } from '../../../../engine/index.js';
import { ak_permanent_fund_dividend } from './ak_permanent_fund_dividend.js';
import { charitable_cash_donations } from './charitable_cash_donations.js';
import { charitable_non_cash_donations } from './charitable_non_cash_donations.js';
import { dividend_income } from './dividend_income.js';
import { earned_income } from './earned_income.js';
import { employment_income } from './employment_income.js';
import { irs_employment_income } from './irs_employment_income.js';
import { pre_tax_contributions } from './pre_tax_contributions.js';
import { fsla_overtime_premium } from './fsla_overtime_premium.js';
import { home_mortgage_interest } from './home_mortgage_interest.js';
import { interest_income } from './interest_income.js';
import { long_term_capital_gains } from './long_term_capital_gains.js';
import { medical_expense_health_insurance_premiums } from './medical_expense_health_insurance_premiums.js';
import { non_qualified_dividend_income } from './non_qualified_dividend_income.js';
import { other_medical_expenses } from './other_medical_expenses.js';
import { pension_income } from './pension_income.js';
import { qualified_dividend_income } from './qualified_dividend_income.js';
import { real_estate_taxes } from './real_estate_taxes.js';
import { self_employment_income } from './self_employment_income.js';
import { short_term_capital_gains } from './short_term_capital_gains.js';
import { social_security } from './social_security.js';
import { social_security_dependents } from './social_security_dependents.js';
import { social_security_disability } from './social_security_disability.js';
import { social_security_retirement } from './social_security_retirement.js';
import { social_security_survivors } from './social_security_survivors.js';
import { tax_exempt_interest_income } from './tax_exempt_interest_income.js';
import { tax_exempt_pension_income } from './tax_exempt_pension_income.js';
import { taxable_interest_income } from './taxable_interest_income.js';
import { taxable_pension_income } from './taxable_pension_income.js';
import { taxable_unemployment_compensation } from './taxable_unemployment_compensation.js';
import { tip_income } from './tip_income.js';
import { treasury_tipped_occupation_code } from './treasury_tipped_occupation_code.js';
import { unadjusted_basis_qualified_property } from './unadjusted_basis_qualified_property.js';
import { unemployment_compensation } from './unemployment_compensation.js';
import { w2_wages_from_qualified_business } from './w2_wages_from_qualified_business.js';

/** Income and expense inputs, and their simple totals. */
export const incomeVariables: readonly VariableDef[] = [
  ak_permanent_fund_dividend,
  charitable_cash_donations,
  charitable_non_cash_donations,
  dividend_income,
  earned_income,
  employment_income,
  irs_employment_income,
  pre_tax_contributions,
  fsla_overtime_premium,
  home_mortgage_interest,
  interest_income,
  long_term_capital_gains,
  medical_expense_health_insurance_premiums,
  non_qualified_dividend_income,
  other_medical_expenses,
  pension_income,
  qualified_dividend_income,
  real_estate_taxes,
  self_employment_income,
  short_term_capital_gains,
  social_security,
  social_security_dependents,
  social_security_disability,
  social_security_retirement,
  social_security_survivors,
  tax_exempt_interest_income,
  tax_exempt_pension_income,
  taxable_interest_income,
  taxable_pension_income,
  taxable_unemployment_compensation,
  tip_income,
  treasury_tipped_occupation_code,
  unadjusted_basis_qualified_property,
  unemployment_compensation,
  w2_wages_from_qualified_business,
];
