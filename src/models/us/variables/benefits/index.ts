/** Benefit programs of the US model: SNAP, SSI, school meals, TANF, WIC, Head Start, CSFP, and their inputs. */
import type { VariableDef } from '../../../../engine/index.js';
import { ak_energy_relief } from './ak/ak_energy_relief.js';
import { akSspVariables } from './ak_ssp/index.js';
import { commodity_supplemental_food_program } from './csfp/commodity_supplemental_food_program.js';
import { early_head_start } from './head_start/early_head_start.js';
import { head_start } from './head_start/head_start.js';
import { head_start_countable_income } from './head_start/head_start_countable_income.js';
import { is_early_head_start_eligible } from './head_start/is_early_head_start_eligible.js';
import { is_head_start_categorically_eligible } from './head_start/is_head_start_categorically_eligible.js';
import { is_head_start_eligible } from './head_start/is_head_start_eligible.js';
import { is_head_start_income_eligible } from './head_start/is_head_start_income_eligible.js';
import { childcare_expenses } from './inputs/childcare_expenses.js';
import { housing_cost } from './inputs/housing_cost.js';
import { is_male } from './inputs/is_male.js';
import { race } from './inputs/race.js';
import { rent } from './inputs/rent.js';
import { spm_unit_size } from './inputs/spm_unit_size.js';
import { takes_up_snap_if_eligible } from './inputs/takes_up_snap_if_eligible.js';
import { weekly_hours_worked } from './inputs/weekly_hours_worked.js';
import { is_msp_eligible } from './medicare/is_msp_eligible.js';
import { marital_unit_size_for_benefits } from './medicare/marital_unit_size_for_benefits.js';
import { free_school_meals } from './school_meals/free_school_meals.js';
import { is_in_k12_school } from './school_meals/is_in_k12_school.js';
import { meets_school_meal_categorical_eligibility } from './school_meals/meets_school_meal_categorical_eligibility.js';
import { reduced_price_school_meals } from './school_meals/reduced_price_school_meals.js';
import { school_meal_countable_income } from './school_meals/school_meal_countable_income.js';
import { school_meal_fpg_ratio } from './school_meals/school_meal_fpg_ratio.js';
import { school_meal_net_subsidy } from './school_meals/school_meal_net_subsidy.js';
import { school_meal_tier } from './school_meals/school_meal_tier.js';
import { spm_unit_fpg } from './school_meals/spm_unit_fpg.js';
import { has_snap_abawd_household_child } from './snap/has_snap_abawd_household_child.js';
import { has_usda_elderly_disabled } from './snap/has_usda_elderly_disabled.js';
import { is_snap_eligible } from './snap/is_snap_eligible.js';
import { is_snap_unit_eligible_person } from './snap/is_snap_unit_eligible_person.js';
import { is_tanf_non_cash_eligible } from './snap/is_tanf_non_cash_eligible.js';
import { is_usda_disabled } from './snap/is_usda_disabled.js';
import { is_usda_elderly } from './snap/is_usda_elderly.js';
import { meets_snap_abawd_work_requirements } from './snap/meets_snap_abawd_work_requirements.js';
import { meets_snap_asset_test } from './snap/meets_snap_asset_test.js';
import { meets_snap_categorical_eligibility } from './snap/meets_snap_categorical_eligibility.js';
import { meets_snap_gross_income_test } from './snap/meets_snap_gross_income_test.js';
import { meets_snap_net_income_test } from './snap/meets_snap_net_income_test.js';
import { snap } from './snap/snap.js';
import { snap_deductions } from './snap/snap_deductions.js';
import { snap_dependent_care_deduction } from './snap/snap_dependent_care_deduction.js';
import { snap_earned_income } from './snap/snap_earned_income.js';
import { snap_earned_income_deduction } from './snap/snap_earned_income_deduction.js';
import { snap_earned_income_person } from './snap/snap_earned_income_person.js';
import { snap_excess_medical_expense_deduction } from './snap/snap_excess_medical_expense_deduction.js';
import { snap_excess_shelter_expense_deduction } from './snap/snap_excess_shelter_expense_deduction.js';
import { snap_expected_contribution } from './snap/snap_expected_contribution.js';
import { snap_fpg } from './snap/snap_fpg.js';
import { snap_gross_income } from './snap/snap_gross_income.js';
import { snap_housing_cost } from './snap/snap_housing_cost.js';
import { snap_ineligible_members_fraction } from './snap/snap_ineligible_members_fraction.js';
import { snap_max_allotment } from './snap/snap_max_allotment.js';
import { snap_medical_out_of_pocket_expenses } from './snap/snap_medical_out_of_pocket_expenses.js';
import { snap_min_allotment } from './snap/snap_min_allotment.js';
import { snap_net_income } from './snap/snap_net_income.js';
import { snap_net_income_pre_shelter } from './snap/snap_net_income_pre_shelter.js';
import { snap_normal_allotment } from './snap/snap_normal_allotment.js';
import { snap_standard_deduction } from './snap/snap_standard_deduction.js';
import { snap_unearned_income } from './snap/snap_unearned_income.js';
import { snap_unearned_income_person } from './snap/snap_unearned_income_person.js';
import { snap_unit_size } from './snap/snap_unit_size.js';
import { snap_utility_allowance } from './snap/snap_utility_allowance.js';
import { is_ssi_aged_blind_disabled } from './ssi/is_ssi_aged_blind_disabled.js';
import { is_ssi_eligible_individual } from './ssi/is_ssi_eligible_individual.js';
import { is_ssi_spousal_deeming_applies } from './ssi/is_ssi_spousal_deeming_applies.js';
import { ssi } from './ssi/ssi.js';
import { ssi_countable_income } from './ssi/ssi_countable_income.js';
import { ssi_earned_income } from './ssi/ssi_earned_income.js';
import { ssi_marital_earned_income } from './ssi/ssi_marital_earned_income.js';
import { ssi_marital_eligible_count } from './ssi/ssi_marital_eligible_count.js';
import { ssi_marital_unearned_income } from './ssi/ssi_marital_unearned_income.js';
import { ssi_unearned_income } from './ssi/ssi_unearned_income.js';
import { uncapped_ssi } from './ssi/uncapped_ssi.js';
import { tanfVariables } from './tanf/index.js';
import { has_medicaid_infant } from './wic/has_medicaid_infant.js';
import { is_wic_eligible } from './wic/is_wic_eligible.js';
import { meets_wic_categorical_eligibility } from './wic/meets_wic_categorical_eligibility.js';
import { meets_wic_income_test } from './wic/meets_wic_income_test.js';
import { wic } from './wic/wic.js';
import { wic_countable_income } from './wic/wic_countable_income.js';
import { wic_food_package } from './wic/wic_food_package.js';

/** Every variable of this area, for the US system to assemble. */
export const benefitVariables: readonly VariableDef[] = [
  ak_energy_relief,
  ...akSspVariables,
  commodity_supplemental_food_program,
  early_head_start,
  head_start,
  head_start_countable_income,
  is_early_head_start_eligible,
  is_head_start_categorically_eligible,
  is_head_start_eligible,
  is_head_start_income_eligible,
  childcare_expenses,
  housing_cost,
  is_male,
  race,
  rent,
  spm_unit_size,
  takes_up_snap_if_eligible,
  weekly_hours_worked,
  is_msp_eligible,
  marital_unit_size_for_benefits,
  free_school_meals,
  is_in_k12_school,
  meets_school_meal_categorical_eligibility,
  reduced_price_school_meals,
  school_meal_countable_income,
  school_meal_fpg_ratio,
  school_meal_net_subsidy,
  school_meal_tier,
  spm_unit_fpg,
  has_snap_abawd_household_child,
  has_usda_elderly_disabled,
  is_snap_eligible,
  is_snap_unit_eligible_person,
  is_tanf_non_cash_eligible,
  is_usda_disabled,
  is_usda_elderly,
  meets_snap_abawd_work_requirements,
  meets_snap_asset_test,
  meets_snap_categorical_eligibility,
  meets_snap_gross_income_test,
  meets_snap_net_income_test,
  snap,
  snap_deductions,
  snap_dependent_care_deduction,
  snap_earned_income,
  snap_earned_income_deduction,
  snap_earned_income_person,
  snap_excess_medical_expense_deduction,
  snap_excess_shelter_expense_deduction,
  snap_expected_contribution,
  snap_fpg,
  snap_gross_income,
  snap_housing_cost,
  snap_ineligible_members_fraction,
  snap_max_allotment,
  snap_medical_out_of_pocket_expenses,
  snap_min_allotment,
  snap_net_income,
  snap_net_income_pre_shelter,
  snap_normal_allotment,
  snap_standard_deduction,
  snap_unearned_income,
  snap_unearned_income_person,
  snap_unit_size,
  snap_utility_allowance,
  is_ssi_aged_blind_disabled,
  is_ssi_eligible_individual,
  is_ssi_spousal_deeming_applies,
  ssi,
  ssi_countable_income,
  ssi_earned_income,
  ssi_marital_earned_income,
  ssi_marital_eligible_count,
  ssi_marital_unearned_income,
  ssi_unearned_income,
  uncapped_ssi,
  ...tanfVariables,
  wic,
  has_medicaid_infant,
  is_wic_eligible,
  meets_wic_categorical_eligibility,
  meets_wic_income_test,
  wic_countable_income,
  wic_food_package,
];
export { RACE } from './inputs/race.js';
export { SCHOOL_MEAL_TIER } from './school_meals/school_meal_tier.js';
