import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland exemptions (Form 502 line 19; Tax-General 10-211): the exemption for each filer and dependant, by filing status and federal AGI, plus the additional exemption for each filer aged 65 or more or blind. */
export const md_exemptions = defineUsVariable({
  id: 'md_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-211',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income.exemptions;
    const agi = f.get('adjusted_gross_income');
    const schedules = {
      single: p.amount.single,
      joint: p.amount.joint,
      head_of_household: p.amount.joint,
    };
    const each = perFilingStatus(f, schedules, (s) => s.calc(agi));
    const filers = f.sum('is_tax_unit_head_or_spouse');
    const dependents = f.get('tax_unit_count_dependents');
    const agedBlind = f.get('aged_blind_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = (filers[i]! + dependents[i]!) * each[i]! + agedBlind[i]! * p.aged_blind;
    return out;
  },
});
