/** FL TANF cash assistance: Florida Temporary Cash Assistance (F.S. 414.095; F.A.C. chapter 65A-4). */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { fl_tca } from './fl_tca.js';
import { fl_tca_countable_income } from './fl_tca_countable_income.js';
import { fl_tca_eligible } from './fl_tca_eligible.js';
import { fl_tca_payment_standard } from './fl_tca_payment_standard.js';

/** The id of this state's TANF cash benefit (spm_unit, monthly; read yearly it is the sum of the months). */
export const flTanfId: string | null = 'fl_tca';

/** Every variable of this state's TANF program. */
export const flTanfVariables: readonly VariableDef[] = [
  fl_tca,
  fl_tca_countable_income,
  fl_tca_eligible,
  fl_tca_payment_standard,
];
