import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois exemption allowance (Schedule IL-E/EIC): the allowance for each filer and dependent,
 * and $1,000 more for each filer aged 65 or more and each blind filer; none when federal AGI is
 * above $250,000 ($500,000 joint) (35 ILCS 5/204).
 */
export const il_exemptions = defineUsVariable({
  id: 'il_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois exemption allowance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K204',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income.exemption;
    const agi = f.get('adjusted_gross_income');
    const limit = f.lookup(p.income_limit, f.get('filing_status'), FILING_STATUS);
    const people = f.count();
    const aged = f.sum('il_aged_or_blind_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! <= limit[i]!) out[i] = people[i]! * p.personal + aged[i]! * p.aged_or_blind;
    return out;
  },
});
