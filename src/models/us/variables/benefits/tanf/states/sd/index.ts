/** South Dakota TANF cash assistance (SDCL 28-7A; ARSD 67:10). */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { sd_tanf } from './sd_tanf.js';
import { sd_tanf_countable_income } from './sd_tanf_countable_income.js';
import { sd_tanf_payment_standard } from './sd_tanf_payment_standard.js';

/** The id of this state's TANF cash benefit (spm_unit, monthly; `tanf` sums it over the year). */
export const sdTanfId: string | null = 'sd_tanf';

/** Every variable of this state's TANF program. */
export const sdTanfVariables: readonly VariableDef[] = [
  sd_tanf,
  sd_tanf_countable_income,
  sd_tanf_payment_standard,
];
