import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey exemptions (NJ-1040 lines 13–17, N.J.S.A. 54A:3-1): $1,000 per filer, $1,000 more per filer aged 65 or more and per filer blind or disabled, $1,500 per dependent. */
export const nj_exemptions = defineUsVariable({
  id: 'nj_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-3-1/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.income.exemptions;
    const regular = f.lookup(p.regular, f.get('filing_status'), FILING_STATUS);
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const disabled = f.members('is_disabled');
    const extra = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1)
      if (filer[i]) extra[i] = (age[i]! >= p.senior_age ? 1 : 0) + (disabled[i] ? 1 : 0);
    const extras = f.aggregate(extra, 'person', 'sum');
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = regular[i]! + extras[i]! * p.senior + dependents[i]! * p.dependent;
    return out;
  },
});
