import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland adjusted gross income (Form 502 line 16): the filers' Maryland income less the child and dependent care expenses the federal credit counts (line 9; Tax-General 10-207) and the two-income subtraction. */
export const md_agi = defineUsVariable({
  id: 'md_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-208',
  formula: (f) => {
    const income = f.sum('md_income_person');
    const care = f.get('cdcc_relevant_expenses');
    const twoIncome = f.get('md_two_income_subtraction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! - care[i]! - twoIncome[i]!;
    return out;
  },
});
