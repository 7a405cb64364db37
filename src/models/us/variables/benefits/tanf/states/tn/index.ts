/** TN TANF cash assistance: Tennessee Families First (Tenn. Comp. R. & Regs. chapter 1240-01-50). */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { tn_ff } from './tn_ff.js';
import { tn_ff_consolidated_need_standard } from './tn_ff_consolidated_need_standard.js';
import { tn_ff_countable_income } from './tn_ff_countable_income.js';
import { tn_ff_eligible } from './tn_ff_eligible.js';
import { tn_ff_payment_standard } from './tn_ff_payment_standard.js';

/** The id of this state's TANF cash benefit (spm_unit, monthly; read yearly it is the sum of the months). */
export const tnTanfId: string | null = 'tn_ff';

/** Every variable of this state's TANF program. */
export const tnTanfVariables: readonly VariableDef[] = [
  tn_ff,
  tn_ff_consolidated_need_standard,
  tn_ff_countable_income,
  tn_ff_eligible,
  tn_ff_payment_standard,
];
