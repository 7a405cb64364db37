import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Pennsylvania taxable income (PA-40 line 9, classes 1a–8 before losses): the filers' federal gross
 * income less what PA does not tax — Social Security, unemployment compensation, and retirement
 * plan distributions after retirement age. Losses do not cross classes, and federal gross income
 * already leaves a net capital loss out.
 */
export const pa_total_taxable_income = defineUsVariable({
  id: 'pa_total_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania total taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference: [
    'https://www.legis.state.pa.us/cfdocs/legis/LI/uconsCheck.cfm?txtType=HTM&yr=1971&sessInd=0&smthLwInd=0&act=2&chpt=3&sctn=3&subsctn=0',
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2024/2024_pa-40in.pdf#page=8',
  ],
  formula: (f) => {
    const gross = f.sum('irs_gross_income');
    const exempt = f.sum('pa_nontaxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, gross[i]! - exempt[i]!);
    return out;
  },
});
