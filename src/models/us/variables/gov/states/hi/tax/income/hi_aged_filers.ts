import { defineUsVariable } from '../../../../../us-variable.js';

/** Number of the filers (head and spouse) aged 65 or more, each of whom gets a second Hawaii exemption (HRS 235-54(a)). */
export const hi_aged_filers = defineUsVariable({
  id: 'hi_aged_filers',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Hawaii aged filers',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0054.htm',
  formula: (f) => {
    const age = f.p.gov.states.hi.tax.income.deductions.aged_age;
    const filer = f.members('is_tax_unit_head_or_spouse');
    const ages = f.members('age');
    const aged = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1) aged[i] = filer[i] && ages[i]! >= age ? 1 : 0;
    return f.aggregate(aged, 'person', 'sum');
  },
});
