import { defineUsVariable } from '../../../../../us-variable.js';

/** A return that may claim the Minnesota working family credit: a qualifying child or a filer aged 19 or more, and investment income within the federal EITC limit (Minn. Stat. 290.0671). */
export const mn_wfc_eligible = defineUsVariable({
  id: 'mn_wfc_eligible',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Minnesota working family credit eligible',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.0671',
  formula: (f) => {
    const minAge = f.p.gov.states.mn.tax.income.credits.cwfc.childless_min_age;
    const limit = f.p.gov.irs.credits.eitc.phase_out.max_investment_income;
    const children = f.get('eitc_child_count');
    const investment = f.get('eitc_relevant_investment_income');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = (children[i]! > 0 || oldest[i]! >= minAge) && investment[i]! <= limit ? 1 : 0;
    return out;
  },
});
