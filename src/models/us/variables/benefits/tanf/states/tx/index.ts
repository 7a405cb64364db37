/** TX TANF cash assistance: Texas Temporary Assistance for Needy Families (1 TAC chapter 372). */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { tx_tanf } from './tx_tanf.js';
import { tx_tanf_budgetary_needs } from './tx_tanf_budgetary_needs.js';
import { tx_tanf_countable_income } from './tx_tanf_countable_income.js';
import { tx_tanf_countable_unearned_income } from './tx_tanf_countable_unearned_income.js';
import { tx_tanf_dependent_care_deduction } from './tx_tanf_dependent_care_deduction.js';
import { tx_tanf_earned_income_after_work_expense } from './tx_tanf_earned_income_after_work_expense.js';
import { tx_tanf_eligible } from './tx_tanf_eligible.js';
import { tx_tanf_eligible_child } from './tx_tanf_eligible_child.js';
import { tx_tanf_eligible_parent } from './tx_tanf_eligible_parent.js';
import { tx_tanf_payment_standard } from './tx_tanf_payment_standard.js';

/** The id of this state's TANF cash benefit (spm_unit, monthly; read yearly it is the sum of the months). */
export const txTanfId: string | null = 'tx_tanf';

/** Every variable of this state's TANF program. */
export const txTanfVariables: readonly VariableDef[] = [
  tx_tanf,
  tx_tanf_budgetary_needs,
  tx_tanf_countable_income,
  tx_tanf_countable_unearned_income,
  tx_tanf_dependent_care_deduction,
  tx_tanf_earned_income_after_work_expense,
  tx_tanf_eligible,
  tx_tanf_eligible_child,
  tx_tanf_eligible_parent,
  tx_tanf_payment_standard,
];
