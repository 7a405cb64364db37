/**
 * Health coverage and premiums of the US model (Marketplace, Medicaid, CHIP, Medicare): who is
 * covered by what, the benchmark Marketplace premium and premium tax credit, and the premiums the
 * SPM unit pays. Reads taxes (AGI, filing status) and demographics; writes no tax or benefit total.
 */
import type { VariableDef } from '../../../../engine/index.js';
import { aca_magi } from './aca_magi.js';
import { aca_ptc } from './aca_ptc.js';
import { aca_ptc_filer } from './aca_ptc_filer.js';
import { aca_ptc_fpl_ratio } from './aca_ptc_fpl_ratio.js';
import { chip_premium } from './chip_premium.js';
import { has_marketplace_health_coverage } from './has_marketplace_health_coverage.js';
import { income_adjusted_part_b_premium } from './income_adjusted_part_b_premium.js';
import { is_chip_eligible } from './is_chip_eligible.js';
import { is_medicaid_eligible } from './is_medicaid_eligible.js';
import { marketplace_net_premium } from './marketplace_net_premium.js';
import { medicaid_income_level } from './medicaid_income_level.js';
import { medicaid_parent_dependent_children } from './medicaid_parent_dependent_children.js';
import { medicare_irmaa_magi } from './medicare_irmaa_magi.js';
import { other_health_insurance_premiums } from './other_health_insurance_premiums.js';
import { pays_aca_premium } from './pays_aca_premium.js';
import { slcsp } from './slcsp.js';

/** Every variable of this area, for the US system to assemble. */
export const healthVariables: readonly VariableDef[] = [
  aca_magi,
  aca_ptc,
  aca_ptc_filer,
  aca_ptc_fpl_ratio,
  chip_premium,
  has_marketplace_health_coverage,
  income_adjusted_part_b_premium,
  is_chip_eligible,
  is_medicaid_eligible,
  marketplace_net_premium,
  medicaid_income_level,
  medicaid_parent_dependent_children,
  medicare_irmaa_magi,
  other_health_insurance_premiums,
  pays_aca_premium,
  slcsp,
];
