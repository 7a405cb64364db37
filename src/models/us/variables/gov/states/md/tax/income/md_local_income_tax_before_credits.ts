import { mdCountyTax, usesJointCountySchedule } from './md-county-tax.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland county income tax (Form 502 line 28; Tax-General 10-106): the household's county tax on Maryland taxable income — a flat rate, or Anne Arundel's marginal and Frederick's by-bracket schedules for the filing status. */
export const md_local_income_tax_before_credits = defineUsVariable({
  id: 'md_local_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland county income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-106',
  formula: (f) =>
    mdCountyTax(
      f,
      f.get('md_taxable_income'),
      usesJointCountySchedule(f),
      f.get('md_local_tax_rate'),
    ),
});
