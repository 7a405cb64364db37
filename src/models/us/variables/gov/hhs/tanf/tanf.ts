import type { UsVariableId } from '../../../../variable-ids.generated.js';
import { defineUsVariable } from '../../../us-variable.js';
import { sumVariables } from '../../../sum-variables.js';

/**
 * The state TANF cash programs the model knows, one for every state and DC (each spm_unit,
 * monthly, zero outside its state): Alabama Family Assistance, Alaska ATAP, Arizona Cash
 * Assistance, Arkansas TEA, California CalWORKs, Colorado Works, Connecticut TFA, Delaware TANF,
 * District of Columbia TANF, Florida TCA, Georgia TANF, Hawaii TANF, Idaho TAFI, Illinois TANF,
 * Indiana TANF, the Iowa Family Investment Program, Kansas TANF, Kentucky K-TAP, Louisiana FITAP,
 * Maine TANF, Maryland TCA, Massachusetts TAFDC, Michigan FIP, Minnesota MFIP (its cash portion),
 * Mississippi TANF, Missouri Temporary Assistance, Montana TANF, Nebraska Aid to Dependent
 * Children, Nevada TANF, New Hampshire FANF, New Jersey WFNJ/TANF, New Mexico Works, New York
 * Family Assistance, North Carolina Work First, North Dakota TANF, Ohio Works First, Oklahoma
 * TANF, Oregon TANF, Pennsylvania TANF, Rhode Island Works, South Carolina Family Independence,
 * South Dakota TANF, Tennessee Families First, Texas TANF, the Utah Family Employment Program,
 * Vermont Reach Up, Virginia TANF, Washington TANF, West Virginia WV WORKS, Wisconsin Works and
 * Wyoming POWER.
 */
const STATE_TANF_PROGRAMS = [
  'ak_atap',
  'al_tanf',
  'ar_tea',
  'az_tanf',
  'ca_tanf',
  'co_works',
  'ct_tfa',
  'dc_tanf',
  'de_tanf',
  'fl_tca',
  'ga_tanf',
  'hi_tanf',
  'ia_fip',
  'id_tafi',
  'il_tanf',
  'in_tanf',
  'ks_tanf',
  'ky_ktap',
  'la_fitap',
  'ma_tafdc',
  'md_tca',
  'me_tanf',
  'mi_fip',
  'mn_mfip',
  'mo_tanf',
  'ms_tanf',
  'mt_tanf',
  'nc_tanf',
  'nd_tanf',
  'ne_adc',
  'nh_fanf',
  'nj_tanf',
  'nm_works',
  'nv_tanf',
  'ny_tanf',
  'oh_owf',
  'ok_tanf',
  'or_tanf',
  'pa_tanf',
  'ri_works',
  'sc_tanf',
  'sd_tanf',
  'tn_ff',
  'tx_tanf',
  'ut_fep',
  'va_tanf',
  'vt_reach_up',
  'wa_tanf',
  'wi_works',
  'wv_works',
  'wy_power',
] as const satisfies readonly UsVariableId[];

/**
 * TANF cash assistance: the sum of the state programs (each is zero outside its state).
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
