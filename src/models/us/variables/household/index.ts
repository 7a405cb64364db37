/** Household and SPM-unit totals of the US model: market income, benefits, taxes, net income, weights, SPM poverty. */
import type { VariableDef } from '../../../../engine/index.js';
import { child_support_expense } from './spm/child_support_expense.js';
import { in_deep_poverty } from './spm/in_deep_poverty.js';
import { in_poverty } from './spm/in_poverty.js';
import { is_spm_child } from './spm/is_spm_child.js';
import { spm_unit_benefits } from './spm/spm_unit_benefits.js';
import { spm_unit_capped_housing_subsidy } from './spm/spm_unit_capped_housing_subsidy.js';
import { spm_unit_capped_work_childcare_expenses } from './spm/spm_unit_capped_work_childcare_expenses.js';
import { spm_unit_pre_subsidy_childcare_expenses } from './spm/spm_unit_pre_subsidy_childcare_expenses.js';
import { spm_unit_health_insurance_premiums } from './spm/spm_unit_health_insurance_premiums.js';
import { spm_unit_is_in_deep_spm_poverty } from './spm/spm_unit_is_in_deep_spm_poverty.js';
import { spm_unit_is_in_spm_poverty } from './spm/spm_unit_is_in_spm_poverty.js';
import { spm_unit_market_income } from './spm/spm_unit_market_income.js';
import { spm_unit_medical_out_of_pocket_expenses } from './spm/spm_unit_medical_out_of_pocket_expenses.js';
import { spm_unit_net_income } from './spm/spm_unit_net_income.js';
import { spm_unit_non_premium_medical_out_of_pocket_expenses } from './spm/spm_unit_non_premium_medical_out_of_pocket_expenses.js';
import { spm_unit_spm_expenses } from './spm/spm_unit_spm_expenses.js';
import { spm_unit_spm_threshold } from './spm/spm_unit_spm_threshold.js';
import { spm_unit_taxes } from './spm/spm_unit_taxes.js';
import { spm_unit_tenure_type } from './spm/spm_unit_tenure_type.js';
import { household_benefits } from './totals/household_benefits.js';
import { household_count_people } from './totals/household_count_people.js';
import { household_health_costs } from './totals/household_health_costs.js';
import { household_market_income } from './totals/household_market_income.js';
import { household_net_income } from './totals/household_net_income.js';
import { household_refundable_tax_credits } from './totals/household_refundable_tax_credits.js';
import { household_state_benefits } from './totals/household_state_benefits.js';
import { household_tax } from './totals/household_tax.js';
import { household_tax_before_refundable_credits } from './totals/household_tax_before_refundable_credits.js';
import { family_weight } from './weights/family_weight.js';
import { household_weight } from './weights/household_weight.js';
import { marital_unit_weight } from './weights/marital_unit_weight.js';
import { person_weight } from './weights/person_weight.js';
import { spm_unit_weight } from './weights/spm_unit_weight.js';
import { tax_unit_weight } from './weights/tax_unit_weight.js';

/** Every variable of this area, for the US system to assemble. */
export const householdVariables: readonly VariableDef[] = [
  child_support_expense,
  in_deep_poverty,
  in_poverty,
  is_spm_child,
  spm_unit_benefits,
  spm_unit_capped_housing_subsidy,
  spm_unit_capped_work_childcare_expenses,
  spm_unit_pre_subsidy_childcare_expenses,
  spm_unit_health_insurance_premiums,
  spm_unit_is_in_deep_spm_poverty,
  spm_unit_is_in_spm_poverty,
  spm_unit_market_income,
  spm_unit_medical_out_of_pocket_expenses,
  spm_unit_net_income,
  spm_unit_non_premium_medical_out_of_pocket_expenses,
  spm_unit_spm_expenses,
  spm_unit_spm_threshold,
  spm_unit_taxes,
  spm_unit_tenure_type,
  household_benefits,
  household_count_people,
  household_health_costs,
  household_market_income,
  household_net_income,
  household_refundable_tax_credits,
  household_state_benefits,
  household_tax,
  household_tax_before_refundable_credits,
  family_weight,
  household_weight,
  marital_unit_weight,
  person_weight,
  spm_unit_weight,
  tax_unit_weight,
];
export { SPM_TENURE } from './spm/spm_unit_tenure_type.js';
