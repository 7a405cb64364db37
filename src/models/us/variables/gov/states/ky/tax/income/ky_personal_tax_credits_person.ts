import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's Kentucky personal tax credits (KRS 141.020(3); Form 740 line 17): one for being aged 65 or more and one for being blind (the National Guard credit has no input). 0 for dependents. */
export const ky_personal_tax_credits_person = defineUsVariable({
  id: 'ky_personal_tax_credits_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky personal tax credits of each filer',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=54585',
  formula: (f) => {
    const p = f.p.gov.states.ky.tax.income.credits;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const blind = f.get('is_blind');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      out[i] =
        (age[i]! >= p.personal_aged_age ? p.personal_aged : 0) + (blind[i] ? p.personal_blind : 0);
    }
    return out;
  },
});
