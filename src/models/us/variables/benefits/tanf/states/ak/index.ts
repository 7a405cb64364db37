/** Alaska Temporary Assistance Program (ATAP): Alaska's TANF cash assistance (AS 47.27; 7 AAC 45). */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { ak_atap } from './ak_atap.js';
import { ak_atap_countable_income } from './ak_atap_countable_income.js';
import { ak_atap_eligible } from './ak_atap_eligible.js';
import { ak_atap_need_standard } from './ak_atap_need_standard.js';

/** The id of this state's TANF cash benefit (spm_unit, monthly; `tanf` sums it over the year). */
export const akTanfId: string | null = 'ak_atap';

/** Every variable of this state's TANF program. */
export const akTanfVariables: readonly VariableDef[] = [
  ak_atap,
  ak_atap_countable_income,
  ak_atap_eligible,
  ak_atap_need_standard,
];
