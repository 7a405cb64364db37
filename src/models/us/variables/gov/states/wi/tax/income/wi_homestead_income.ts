import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Wisconsin homestead credit household income (Wis. Stat. 71.52(5) and (6); Schedule H lines
 * 8–13): Wisconsin AGI plus the income it leaves out — all Social Security, the excluded part of
 * capital gains, nontaxable pensions, interest and unemployment, SSI and cash public assistance
 * (Wisconsin Works, here `tanf`) — with net business and capital losses added back (the
 * disqualified loss, 71.52(1e)), less $500 for each dependent. Wisconsin AGI with those items
 * added back is federal AGI with the untaxed parts added, which is how it is computed here.
 */
export const wi_homestead_income = defineUsVariable({
  id: 'wi_homestead_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin homestead credit household income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/viii/52',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.homestead;
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_social_security');
    const taxableSocialSecurity = f.get('tax_unit_taxable_social_security');
    const exemptInterest = f.sum('tax_exempt_interest_income');
    const exemptPension = f.sum('tax_exempt_pension_income');
    const unemployment = f.sum('unemployment_compensation');
    const taxableUnemployment = f.sum('taxable_unemployment_compensation');
    const ssi = f.sum('ssi');
    const tanf = f.get('tanf');
    const capitalGains = f.get('loss_limited_net_capital_gains');
    const selfEmployment = f.members('self_employment_income');
    const personLoss = new Float64Array(selfEmployment.length);
    for (let j = 0; j < personLoss.length; j += 1) personLoss[j] = Math.max(0, -selfEmployment[j]!);
    const businessLoss = f.aggregate(personLoss, 'person', 'sum');
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const untaxed =
        socialSecurity[i]! -
        taxableSocialSecurity[i]! +
        exemptInterest[i]! +
        exemptPension[i]! +
        unemployment[i]! -
        taxableUnemployment[i]! +
        ssi[i]! +
        tanf[i]!;
      const disqualifiedLoss = Math.max(0, -capitalGains[i]!) + businessLoss[i]!;
      const income = agi[i]! + untaxed + disqualifiedLoss;
      out[i] = Math.max(0, income - p.dependent_deduction * dependents[i]!);
    }
    return out;
  },
});
