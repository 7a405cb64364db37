import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's Oklahoma special exemptions (68 O.S. 2358(F)(2)): one if aged 65 or more and one if blind. 0 for dependents. */
export const ok_special_exemption_person = defineUsVariable({
  id: 'ok_special_exemption_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma special exemptions of each filer',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const age = f.p.gov.states.ok.tax.income.exemptions.special_age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const ages = f.get('age');
    const blind = f.get('is_blind');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i]) out[i] = (ages[i]! >= age ? 1 : 0) + (blind[i] ? 1 : 0);
    return out;
  },
});
