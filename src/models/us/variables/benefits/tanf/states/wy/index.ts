/** Wyoming POWER (Personal Opportunities With Employment Responsibilities): Wyoming's TANF cash assistance (W.S. 42-2-101 ff.). */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { wy_power } from './wy_power.js';
import { wy_power_countable_income } from './wy_power_countable_income.js';
import { wy_power_payment_standard } from './wy_power_payment_standard.js';

/** The id of this state's TANF cash benefit (spm_unit, monthly; `tanf` sums it over the year). */
export const wyTanfId: string | null = 'wy_power';

/** Every variable of this state's TANF program. */
export const wyTanfVariables: readonly VariableDef[] = [
  wy_power,
  wy_power_countable_income,
  wy_power_payment_standard,
];
