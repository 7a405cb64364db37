import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts No Tax Status income limit (M.G.L. c.62 s.5): the amount for the filing status plus $1,000 per dependent. */
export const ma_no_tax_status_limit = defineUsVariable({
  id: 'ma_no_tax_status_limit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts No Tax Status income limit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section5',
  formula: (f) => {
    const p = f.p.gov.states.ma.tax.income.credits;
    const base = f.lookup(p.no_tax_status_base, f.get('filing_status'), FILING_STATUS);
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = base[i]! + dependents[i]! * p.no_tax_status_dependent;
    return out;
  },
});
