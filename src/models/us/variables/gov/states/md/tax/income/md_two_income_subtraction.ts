import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland two-income married couple subtraction (Form 502 line 14; Tax-General 10-208(h)): for joint filers, the smaller spouse's Maryland income, at least 0 and at most the maximum. */
export const md_two_income_subtraction = defineUsVariable({
  id: 'md_two_income_subtraction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland two-income subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-208',
  formula: (f) => {
    const max = f.p.gov.states.md.tax.income.subtractions.two_income_max;
    const status = f.get('filing_status');
    const head = f.sum('md_income_person', { mask: 'is_tax_unit_head' });
    const spouse = f.sum('md_income_person', { mask: 'is_tax_unit_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (status[i] === FILING_STATUS.codes.JOINT)
        out[i] = Math.min(max, Math.max(0, Math.min(head[i]!, spouse[i]!)));
    return out;
  },
});
