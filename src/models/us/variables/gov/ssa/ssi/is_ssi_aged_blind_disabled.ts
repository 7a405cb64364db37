import { defineUsVariable } from '../../../us-variable.js';

/**
 * Aged (65 or older), blind, or disabled and not engaged in substantial gainful activity
 * (42 U.S.C. 1382c(a); 20 CFR 416.971: earnings above the SGA amount, which does not apply to the blind).
 */
export const is_ssi_aged_blind_disabled = defineUsVariable({
  id: 'is_ssi_aged_blind_disabled',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Aged, blind or disabled (SSI)',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1382c#a',
  formula: (f) => {
    const aged = f.p.gov.ssa.ssi.eligibility.aged_threshold;
    const sga = f.p.gov.ssa.sga.non_blind;
    const age = f.get('age');
    const blind = f.get('is_blind');
    const disabled = f.get('is_disabled');
    const earned = f.get('ssi_earned_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        age[i]! >= aged || blind[i] !== 0 || (disabled[i] !== 0 && earned[i]! / 12 <= sga) ? 1 : 0;
    return out;
  },
});
