/** Health coverage and premiums of the US model (Marketplace, Medicaid, CHIP, Medicare). */
import type { VariableDef } from '../../../../engine/index.js';

/** Every variable of this area, for the US system to assemble. */
export const healthVariables: readonly VariableDef[] = [];
