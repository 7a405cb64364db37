import { mdCountyTax } from './md-county-tax.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland income tax withheld (estimate for the federal SALT deduction): the single schedule and the household's county tax (single schedules) on the person's part of federal AGI less the withholding deduction. */
export const md_withheld_income_tax = defineUsVariable({
  id: 'md_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Maryland income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-105',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - p.withholding_deduction);
    const state = p.rates.single.calc(reduced);
    const county = mdCountyTax(f, reduced, new Uint8Array(f.size));
    for (let i = 0; i < f.size; i += 1) state[i] = state[i]! + county[i]!;
    return state;
  },
});
