import { defineUsVariable } from '../../../us-variable.js';

/** The SPM unit's resources are below half its SPM threshold. */
export const spm_unit_is_in_deep_spm_poverty = defineUsVariable({
  id: 'spm_unit_is_in_deep_spm_poverty',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'year',
  label: 'In deep SPM poverty',
  reference: 'https://www.census.gov/library/publications/2024/demo/p60-283.html',
  formula: (f) => {
    const ratio = f.p.gov.bls.spm.deep_poverty_ratio;
    const income = f.get('spm_unit_net_income');
    const threshold = f.get('spm_unit_spm_threshold');
    return Uint8Array.from(income, (v, i) => (v < ratio * threshold[i]! ? 1 : 0));
  },
});
