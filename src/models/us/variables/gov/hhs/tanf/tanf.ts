import type { UsVariableId } from '../../../../variable-ids.generated.js';
import { defineUsVariable } from '../../../us-variable.js';
import { sumVariables } from '../../../sum-variables.js';

/**
 * The state TANF cash programs the model knows (each spm_unit, monthly, zero outside its state):
 * Alaska ATAP, California CalWORKs, Florida TCA, Illinois TANF, Massachusetts TAFDC, Michigan FIP, New Hampshire FANF,
 * New Jersey WFNJ/TANF, Nevada TANF, New York Family Assistance, Ohio Works First, Pennsylvania
 * TANF, South Dakota TANF, Tennessee Families First, Texas TANF, Virginia TANF, Wisconsin Works and
 * Wyoming POWER.
 */
const STATE_TANF_PROGRAMS = [
  'ak_atap',
  'ca_tanf',
  'fl_tca',
  'il_tanf',
  'ma_tafdc',
  'mi_fip',
  'nh_fanf',
  'nj_tanf',
  'nv_tanf',
  'ny_tanf',
  'oh_owf',
  'pa_tanf',
  'sd_tanf',
  'tn_ff',
  'tx_tanf',
  'va_tanf',
  'wi_works',
  'wy_power',
] as const satisfies readonly UsVariableId[];

/**
 * TANF cash assistance: the sum of the state programs (each is zero outside its state). States
 * whose program is not modelled contribute nothing.
 */
export const tanf = defineUsVariable({
  id: 'tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'TANF',
  unit: 'currency-USD',
  formula: (f) => sumVariables(f, STATE_TANF_PROGRAMS),
});
