/** NH TANF cash assistance: New Hampshire Financial Assistance to Needy Families (RSA 167:77-g, 167:79). */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { nh_fanf } from './nh_fanf.js';
import { nh_fanf_child_care_deduction } from './nh_fanf_child_care_deduction.js';
import { nh_fanf_countable_income } from './nh_fanf_countable_income.js';
import { nh_fanf_eligible } from './nh_fanf_eligible.js';
import { nh_fanf_payment_standard } from './nh_fanf_payment_standard.js';

/** The id of this state's TANF cash benefit (spm_unit, monthly; read yearly it is the sum of the months). */
export const nhTanfId: string | null = 'nh_fanf';

/** Every variable of this state's TANF program. */
export const nhTanfVariables: readonly VariableDef[] = [
  nh_fanf,
  nh_fanf_child_care_deduction,
  nh_fanf_countable_income,
  nh_fanf_eligible,
  nh_fanf_payment_standard,
];
