import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * New York Family Assistance standard of need for the month: the basic allowance, the home energy
 * and supplemental home energy payments for the household's size, plus its shelter allowance (N.Y.
 * Social Services Law 131-a; 18 NYCRR 352.2(d) Schedules SA-2a to SA-2c, 352.3). The same amount
 * is the eligibility limit and the grant before income.
 */
export const ny_tanf_need_standard = defineUsVariable({
  id: 'ny_tanf_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New York Family Assistance standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: [
    'https://www.law.cornell.edu/regulations/new-york/18-NYCRR-352.2',
    'https://www.nysenate.gov/legislation/laws/SOS/131-A',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ny.otda.tanf.allowance;
    const size = f.get('spm_unit_size');
    const basic = bySize(p.basic.main, size, p.basic.additional_person);
    const energy = bySize(p.home_energy.main, size, p.home_energy.additional_person);
    const supplemental = bySize(
      p.supplemental_home_energy.main,
      size,
      p.supplemental_home_energy.additional_person,
    );
    const shelter = f.get('ny_tanf_shelter_allowance');
    return basic.map((b, i) => b + energy[i]! + supplemental[i]! + shelter[i]!);
  },
});
