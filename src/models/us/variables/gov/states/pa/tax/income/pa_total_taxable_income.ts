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

/** Parts of a filer's federal gross income that Pennsylvania does not tax. */
export const pa_nontaxable_income = defineUsVariable({
  id: 'pa_nontaxable_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Federal gross income not taxed by Pennsylvania',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/061/chapter101/s101.6.html',
  formula: (f) => {
    const age = f.p.gov.states.pa.tax.income.retirement_age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const years = f.get('age');
    const pension = f.get('taxable_pension_income');
    const unemployment = f.get('taxable_unemployment_compensation');
    const socialSecurity = f.get('taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      const retired = years[i]! >= age ? pension[i]! : 0;
      out[i] = retired + unemployment[i]! + socialSecurity[i]!;
    }
    return out;
  },
});
