/** Federal income and payroll tax variables. */
import type { VariableDef } from '../../../../engine/index.js';
import { cdcc } from './credits/cdcc/cdcc.js';
import { cdcc_filer_earnings } from './credits/cdcc/cdcc_filer_earnings.js';
import { cdcc_potential } from './credits/cdcc/cdcc_potential.js';
import { cdcc_qualifying_individual } from './credits/cdcc/cdcc_qualifying_individual.js';
import { cdcc_rate } from './credits/cdcc/cdcc_rate.js';
import { cdcc_relevant_expenses } from './credits/cdcc/cdcc_relevant_expenses.js';
import { count_cdcc_eligible } from './credits/cdcc/count_cdcc_eligible.js';
import { tax_unit_childcare_expenses } from './credits/cdcc/tax_unit_childcare_expenses.js';
import { ctc } from './credits/ctc/ctc.js';
import { ctc_child_individual_maximum } from './credits/ctc/ctc_child_individual_maximum.js';
import { ctc_individual_maximum } from './credits/ctc/ctc_individual_maximum.js';
import { ctc_limiting_tax_liability } from './credits/ctc/ctc_limiting_tax_liability.js';
import { ctc_maximum_with_arpa_addition } from './credits/ctc/ctc_maximum_with_arpa_addition.js';
import { ctc_phase_in } from './credits/ctc/ctc_phase_in.js';
import { ctc_phase_out } from './credits/ctc/ctc_phase_out.js';
import { ctc_qualifying_child } from './credits/ctc/ctc_qualifying_child.js';
import { ctc_qualifying_children } from './credits/ctc/ctc_qualifying_children.js';
import { ctc_refundable_individual_maximum } from './credits/ctc/ctc_refundable_individual_maximum.js';
import { ctc_refundable_maximum } from './credits/ctc/ctc_refundable_maximum.js';
import { ctc_value } from './credits/ctc/ctc_value.js';
import { non_refundable_ctc } from './credits/ctc/non_refundable_ctc.js';
import { refundable_ctc } from './credits/ctc/refundable_ctc.js';
import { eitc } from './credits/eitc/eitc.js';
import { takes_up_eitc } from './credits/eitc/takes_up_eitc.js';
import { eitc_age_eligible_filer } from './credits/eitc/eitc_age_eligible_filer.js';
import { eitc_child_count } from './credits/eitc/eitc_child_count.js';
import { eitc_eligible } from './credits/eitc/eitc_eligible.js';
import { eitc_maximum } from './credits/eitc/eitc_maximum.js';
import { eitc_phased_in } from './credits/eitc/eitc_phased_in.js';
import { eitc_reduction } from './credits/eitc/eitc_reduction.js';
import { eitc_relevant_investment_income } from './credits/eitc/eitc_relevant_investment_income.js';
import { is_eitc_qualifying_child } from './credits/eitc/is_eitc_qualifying_child.js';
import { disability_payments } from './credits/disability_payments.js';
import { elderly_disabled_credit } from './credits/elderly_disabled_credit.js';
import { income_tax_capped_non_refundable_credits } from './credits/income_tax_capped_non_refundable_credits.js';
import { income_tax_non_refundable_credits } from './credits/income_tax_non_refundable_credits.js';
import { income_tax_refundable_credits } from './credits/income_tax_refundable_credits.js';
import { income_tax_unavailable_non_refundable_credits } from './credits/income_tax_unavailable_non_refundable_credits.js';
import { additional_senior_deduction } from './deductions/additional_senior_deduction.js';
import { additional_standard_deduction } from './deductions/additional_standard_deduction.js';
import { basic_standard_deduction } from './deductions/basic_standard_deduction.js';
import { charitable_deduction_for_non_itemizers } from './deductions/charitable_deduction_for_non_itemizers.js';
import { overtime_income_deduction } from './deductions/overtime_income_deduction.js';
import { qualified_business_income } from './deductions/qualified_business_income.js';
import { qualified_business_income_deduction } from './deductions/qualified_business_income_deduction.js';
import { qualified_overtime_income } from './deductions/qualified_overtime_income.js';
import { qualified_tip_income } from './deductions/qualified_tip_income.js';
import { senior_filer } from './deductions/senior_filer.js';
import { standard_deduction } from './deductions/standard_deduction.js';
import { standard_or_itemized_deduction } from './deductions/standard_or_itemized_deduction.js';
import { taxable_income } from './deductions/taxable_income.js';
import { taxable_income_before_qbid } from './deductions/taxable_income_before_qbid.js';
import { taxable_income_deductions } from './deductions/taxable_income_deductions.js';
import { taxable_income_deductions_other_than_itemized } from './deductions/taxable_income_deductions_other_than_itemized.js';
import { tip_income_deduction } from './deductions/tip_income_deduction.js';
import { above_the_line_deductions } from './income/above_the_line_deductions.js';
import { adjusted_gross_income } from './income/adjusted_gross_income.js';
import { filer_adjusted_earnings } from './income/filer_adjusted_earnings.js';
import { filer_earned_income } from './income/filer_earned_income.js';
import { irs_gross_income } from './income/irs_gross_income.js';
import { irs_gross_income_excluding_social_security } from './income/irs_gross_income_excluding_social_security.js';
import { loss_limited_net_capital_gains } from './income/loss_limited_net_capital_gains.js';
import { net_capital_gain } from './income/net_capital_gain.js';
import { self_employment_tax_ald } from './income/self_employment_tax_ald.js';
import { self_employment_tax_ald_person } from './income/self_employment_tax_ald_person.js';
import { tax_unit_earned_income } from './income/tax_unit_earned_income.js';
import { tax_unit_social_security } from './income/tax_unit_social_security.js';
import { tax_unit_taxable_social_security } from './income/tax_unit_taxable_social_security.js';
import { taxable_social_security } from './income/taxable_social_security.js';
import { charitable_deduction } from './itemized/charitable_deduction.js';
import { interest_deduction } from './itemized/interest_deduction.js';
import { itemized_medical_expenses } from './itemized/itemized_medical_expenses.js';
import { itemized_taxable_income_deductions } from './itemized/itemized_taxable_income_deductions.js';
import { itemized_taxable_income_deductions_reduction } from './itemized/itemized_taxable_income_deductions_reduction.js';
import { medical_expense_deduction } from './itemized/medical_expense_deduction.js';
import { salt_cap } from './itemized/salt_cap.js';
import { salt_deduction } from './itemized/salt_deduction.js';
import { state_and_local_sales_or_income_tax } from './itemized/state_and_local_sales_or_income_tax.js';
import {
  state_sales_tax_deduction,
  state_sales_tax_deduction_max,
} from './itemized/state_sales_tax_deduction.js';
import { state_sales_tax_income } from './itemized/state_sales_tax_income.js';
import { tax_unit_itemizes } from './itemized/tax_unit_itemizes.js';
import { total_itemized_taxable_income_deductions } from './itemized/total_itemized_taxable_income_deductions.js';
import { additional_medicare_tax } from './payroll/additional_medicare_tax.js';
import { employee_medicare_tax } from './payroll/employee_medicare_tax.js';
import { employee_payroll_tax } from './payroll/employee_payroll_tax.js';
import { employee_social_security_tax } from './payroll/employee_social_security_tax.js';
import { self_employment_net_earnings } from './payroll/self_employment_net_earnings.js';
import { self_employment_tax } from './payroll/self_employment_tax.js';
import { alternative_minimum_tax } from './tax/alternative_minimum_tax.js';
import { capital_gains_tax } from './tax/capital_gains_tax.js';
import { income_tax } from './tax/income_tax.js';
import { income_tax_before_credits } from './tax/income_tax_before_credits.js';
import { income_tax_before_refundable_credits } from './tax/income_tax_before_refundable_credits.js';
import { income_tax_main_rates } from './tax/income_tax_main_rates.js';
import { net_investment_income } from './tax/net_investment_income.js';
import { net_investment_income_tax } from './tax/net_investment_income_tax.js';
import { aged_blind_count } from './tax_unit/aged_blind_count.js';
import { aged_blind_filer_conditions } from './tax_unit/aged_blind_filer_conditions.js';
import { filing_status } from './tax_unit/filing_status.js';
import { head_is_dependent_elsewhere } from './tax_unit/head_is_dependent_elsewhere.js';
import { is_tax_unit_dependent } from './tax_unit/is_tax_unit_dependent.js';
import { is_tax_unit_head } from './tax_unit/is_tax_unit_head.js';
import { is_tax_unit_head_or_spouse } from './tax_unit/is_tax_unit_head_or_spouse.js';
import { is_tax_unit_spouse } from './tax_unit/is_tax_unit_spouse.js';
import { person_row_if_adult } from './tax_unit/person_row_if_adult.js';
import { spouse_row_key } from './tax_unit/spouse_row_key.js';
import { tax_unit_count_dependents } from './tax_unit/tax_unit_count_dependents.js';
import { tax_unit_head_row } from './tax_unit/tax_unit_head_row.js';
import { tax_unit_size } from './tax_unit/tax_unit_size.js';
import { tax_unit_spouse_row } from './tax_unit/tax_unit_spouse_row.js';

/** Federal income and payroll tax variables. */
export const irsVariables: readonly VariableDef[] = [
  cdcc,
  cdcc_filer_earnings,
  cdcc_potential,
  cdcc_qualifying_individual,
  cdcc_rate,
  cdcc_relevant_expenses,
  count_cdcc_eligible,
  tax_unit_childcare_expenses,
  ctc,
  ctc_child_individual_maximum,
  ctc_individual_maximum,
  ctc_limiting_tax_liability,
  ctc_maximum_with_arpa_addition,
  ctc_phase_in,
  ctc_phase_out,
  ctc_qualifying_child,
  ctc_qualifying_children,
  ctc_refundable_individual_maximum,
  ctc_refundable_maximum,
  ctc_value,
  non_refundable_ctc,
  refundable_ctc,
  eitc,
  takes_up_eitc,
  eitc_age_eligible_filer,
  eitc_child_count,
  eitc_eligible,
  eitc_maximum,
  eitc_phased_in,
  eitc_reduction,
  eitc_relevant_investment_income,
  is_eitc_qualifying_child,
  disability_payments,
  elderly_disabled_credit,
  income_tax_capped_non_refundable_credits,
  income_tax_non_refundable_credits,
  income_tax_refundable_credits,
  income_tax_unavailable_non_refundable_credits,
  additional_senior_deduction,
  additional_standard_deduction,
  basic_standard_deduction,
  charitable_deduction_for_non_itemizers,
  overtime_income_deduction,
  qualified_business_income,
  qualified_business_income_deduction,
  qualified_overtime_income,
  qualified_tip_income,
  senior_filer,
  standard_deduction,
  standard_or_itemized_deduction,
  taxable_income,
  taxable_income_before_qbid,
  taxable_income_deductions,
  taxable_income_deductions_other_than_itemized,
  tip_income_deduction,
  above_the_line_deductions,
  adjusted_gross_income,
  filer_adjusted_earnings,
  filer_earned_income,
  irs_gross_income,
  irs_gross_income_excluding_social_security,
  loss_limited_net_capital_gains,
  net_capital_gain,
  self_employment_tax_ald,
  self_employment_tax_ald_person,
  tax_unit_earned_income,
  tax_unit_social_security,
  tax_unit_taxable_social_security,
  taxable_social_security,
  charitable_deduction,
  interest_deduction,
  itemized_medical_expenses,
  itemized_taxable_income_deductions,
  itemized_taxable_income_deductions_reduction,
  medical_expense_deduction,
  salt_cap,
  salt_deduction,
  state_and_local_sales_or_income_tax,
  state_sales_tax_deduction,
  state_sales_tax_deduction_max,
  state_sales_tax_income,
  tax_unit_itemizes,
  total_itemized_taxable_income_deductions,
  additional_medicare_tax,
  employee_medicare_tax,
  employee_payroll_tax,
  employee_social_security_tax,
  self_employment_net_earnings,
  self_employment_tax,
  alternative_minimum_tax,
  capital_gains_tax,
  income_tax,
  income_tax_before_credits,
  income_tax_before_refundable_credits,
  income_tax_main_rates,
  net_investment_income,
  net_investment_income_tax,
  aged_blind_count,
  aged_blind_filer_conditions,
  filing_status,
  head_is_dependent_elsewhere,
  is_tax_unit_dependent,
  is_tax_unit_head,
  is_tax_unit_head_or_spouse,
  is_tax_unit_spouse,
  person_row_if_adult,
  spouse_row_key,
  tax_unit_count_dependents,
  tax_unit_head_row,
  tax_unit_size,
  tax_unit_spouse_row,
];
