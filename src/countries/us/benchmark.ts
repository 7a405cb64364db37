import type { BenchmarkProgram } from '../country-pack.js';

/**
 * The US outputs the benchmark can ask for, in prompt order. The scenarios command keeps those the
 * loaded model defines; a manifest records the ones it kept.
 */
export const US_BENCHMARK_PROGRAMS: readonly BenchmarkProgram[] = [
  {
    id: 'income_tax_before_refundable_credits',
    label: 'Federal income tax before refundable credits',
    description:
      'federal income tax after non-refundable credits but before refundable credits, in dollars per year',
  },
  {
    id: 'income_tax_refundable_credits',
    label: 'Federal refundable credits',
    description:
      'total federal refundable tax credits (EITC, refundable CTC and others), in dollars per year',
  },
  {
    id: 'income_tax',
    label: 'Federal income tax',
    description:
      'federal income tax after all credits (negative when refundable credits exceed tax), in dollars per year',
  },
  {
    id: 'eitc',
    label: 'Earned income tax credit',
    description: 'federal earned income tax credit, in dollars per year',
  },
  {
    id: 'refundable_ctc',
    label: 'Refundable child tax credit',
    description: 'refundable portion of the federal child tax credit, in dollars per year',
  },
  {
    id: 'ctc',
    label: 'Child tax credit',
    description:
      'total federal child tax credit (refundable and non-refundable parts), in dollars per year',
  },
  {
    id: 'cdcc',
    label: 'Child and dependent care credit',
    description: 'federal child and dependent care credit, in dollars per year',
  },
  {
    id: 'additional_medicare_tax',
    label: 'Additional Medicare tax',
    description: 'federal Additional Medicare Tax (0.9% on high earnings), in dollars per year',
  },
  {
    id: 'net_investment_income_tax',
    label: 'Net investment income tax',
    description: 'federal net investment income tax (3.8%), in dollars per year',
  },
  {
    id: 'employee_payroll_tax',
    label: 'Employee payroll tax',
    description:
      'employee share of Social Security and Medicare payroll tax for all household members, in dollars per year',
  },
  {
    id: 'self_employment_tax',
    label: 'Self-employment tax',
    description: 'federal self-employment tax for all household members, in dollars per year',
  },
  {
    id: 'snap',
    label: 'SNAP',
    description: 'Supplemental Nutrition Assistance Program benefits, in dollars per year',
  },
  {
    id: 'ssi',
    label: 'SSI',
    description: 'Supplemental Security Income for all household members, in dollars per year',
  },
  {
    id: 'tanf',
    label: 'TANF',
    description: 'Temporary Assistance for Needy Families cash assistance, in dollars per year',
  },
  {
    id: 'wic',
    label: 'WIC',
    description:
      'value of WIC (Special Supplemental Nutrition Program for Women, Infants, and Children) benefits, in dollars per year',
  },
  {
    id: 'free_school_meals',
    label: 'Free school meals',
    description: 'value of free school meals for the household’s children, in dollars per year',
  },
  {
    id: 'reduced_price_school_meals',
    label: 'Reduced-price school meals',
    description:
      'value of reduced-price school meals for the household’s children, in dollars per year',
  },
];
