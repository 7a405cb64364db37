import type { MacroProfile } from '../../report/index.js';

/**
 * The UK MacroProfile: PolicyEngine-UK variable ids for the household totals and the household's
 * region. Its poverty measure is HBAI absolute poverty before housing costs (below the fixed
 * absolute low-income line; deep: below half of it): a fixed line keeps every person's flag a
 * function of their household alone, so region reports and segments agree with the national run.
 * (The model's relative flags, `in_poverty_bhc`…, take the median of whatever population is
 * simulated, so a segment's would differ from the nation's.) The "state" tax of the states section is the devolved Scottish income tax; the UK's
 * refundable tax credits are Working and Child Tax Credit.
 */
export const UK_MACRO_PROFILE: MacroProfile = {
  country: 'uk',
  labels: {
    currency: '£',
    nationalTax: 'income tax / NI',
    regionalTax: 'Scottish income tax',
    poverty: 'HBAI absolute, BHC',
    regions: 'Regions',
    region: 'region',
  },
  household: {
    netIncome: 'household_net_income',
    marketIncome: 'household_market_income',
    tax: 'household_tax',
    benefits: 'household_benefits',
    refundableTaxCredits: 'household_refundable_tax_credits',
    stateIncomeTax: 'household_scottish_income_tax',
    countPeople: 'household_count_people',
    region: 'region',
  },
  person: {
    householdId: 'household_id',
    age: 'age',
    isMale: 'is_male',
    inPoverty: 'in_absolute_poverty_bhc',
    inDeepPoverty: 'in_deep_absolute_poverty_bhc',
    povertyMeasures: [
      {
        id: 'absolute_bhc',
        label: 'HBAI absolute poverty, before housing costs',
        inPoverty: 'in_absolute_poverty_bhc',
        inDeepPoverty: 'in_deep_absolute_poverty_bhc',
      },
      {
        id: 'absolute_ahc',
        label: 'HBAI absolute poverty, after housing costs',
        inPoverty: 'in_absolute_poverty_ahc',
        inDeepPoverty: 'in_deep_absolute_poverty_ahc',
      },
      // Relative low income: below 60% of the median equivalised household income (Child Poverty
      // Act 2010 s3(2)); deep, below 50% (as PolicyEngine-UK's in_deep_poverty_*). Drawn by the
      // report over the whole report's people, each policy against its own median.
      {
        id: 'relative_bhc',
        label: 'HBAI relative poverty, before housing costs',
        relative: {
          householdIncome: 'equiv_hbai_household_net_income',
          share: 0.6,
          deepShare: 0.5,
        },
      },
      {
        id: 'relative_ahc',
        label: 'HBAI relative poverty, after housing costs',
        relative: {
          householdIncome: 'equiv_hbai_household_net_income_ahc',
          share: 0.6,
          deepShare: 0.5,
        },
      },
    ],
  },
  programs: [
    { id: 'income_tax', variable: 'income_tax', entity: 'person', kind: 'tax' },
    { id: 'national_insurance', variable: 'national_insurance', entity: 'person', kind: 'tax' },
    { id: 'child_benefit', variable: 'child_benefit', entity: 'benunit', kind: 'benefit' },
    { id: 'universal_credit', variable: 'universal_credit', entity: 'benunit', kind: 'benefit' },
    { id: 'pension_credit', variable: 'pension_credit', entity: 'benunit', kind: 'benefit' },
    { id: 'state_pension', variable: 'state_pension', entity: 'person', kind: 'benefit' },
    {
      id: 'scottish_child_payment',
      variable: 'scottish_child_payment',
      entity: 'benunit',
      kind: 'benefit',
    },
  ],
};
