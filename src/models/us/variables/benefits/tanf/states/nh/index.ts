/** NH TANF cash assistance (not modelled yet). */
import type { VariableDef } from '../../../../../../../engine/index.js';

/** The id of this state's TANF cash benefit (spm_unit, year), or null while it is not modelled. */
export const nhTanfId: string | null = null;

/** Every variable of this state's TANF program. */
export const nhTanfVariables: readonly VariableDef[] = [];
