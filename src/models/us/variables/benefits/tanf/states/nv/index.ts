/** Nevada TANF cash assistance (NRS 422A; DWSS Eligibility and Payments Manual; TANF State Plan). */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { nv_tanf } from './nv_tanf.js';
import { nv_tanf_countable_income } from './nv_tanf_countable_income.js';
import { nv_tanf_eligible } from './nv_tanf_eligible.js';
import { nv_tanf_payment_standard } from './nv_tanf_payment_standard.js';

/** The id of this state's TANF cash benefit (spm_unit, monthly; `tanf` sums it over the year). */
export const nvTanfId: string | null = 'nv_tanf';

/** Every variable of this state's TANF program. */
export const nvTanfVariables: readonly VariableDef[] = [
  nv_tanf,
  nv_tanf_countable_income,
  nv_tanf_eligible,
  nv_tanf_payment_standard,
];
