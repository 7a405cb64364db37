import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts exemptions (Form 1 lines 2–4, M.G.L. c.62 s.3(B)(b)): the personal exemption for the filing status, $1,000 per dependent and $700 per filer aged 65 or more (blindness is not an input). */
export const ma_exemptions = defineUsVariable({
  id: 'ma_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3',
  formula: (f) => {
    const p = f.p.gov.states.ma.tax.income.exemptions;
    const personal = f.lookup(p.personal, f.get('filing_status'), FILING_STATUS);
    const dependents = f.get('tax_unit_count_dependents');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const aged = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1) aged[i] = filer[i] && age[i]! >= p.aged_age ? 1 : 0;
    const agedCount = f.aggregate(aged, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = personal[i]! + dependents[i]! * p.dependent + agedCount[i]! * p.aged;
    return out;
  },
});
