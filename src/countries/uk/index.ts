/**
 * The UK country pack: the UK model (loaded lazily), the 12 ITL1 regions, the MacroOutput
 * profile, the synthetic default dataset, and the benchmark's programs.
 */
import type { CountryPack } from '../country-pack.js';
import { UK_BENCHMARK_INCOME, UK_BENCHMARK_PROGRAMS } from './benchmark.js';
import { UK_DATASET } from './dataset.js';
import { UK_MACRO_PROFILE } from './macro-profile.js';
import { UK_REGIONS } from './regions.js';

/** The UK pack. */
export const ukPack: CountryPack = {
  id: 'uk',
  label: 'United Kingdom',
  loadModel: async () => (await import('../../models/uk/index.js')).loadUkModel(),
  regions: UK_REGIONS,
  macroProfile: UK_MACRO_PROFILE,
  dataset: UK_DATASET,
  benchmark: {
    programs: UK_BENCHMARK_PROGRAMS,
    law: 'current UK law (2025-26 and 2026-27 tax years)',
    place: 'United Kingdom',
    currencyName: 'pounds sterling',
    incomeInputs: UK_BENCHMARK_INCOME,
    filingStatus: false,
  },
  exampleReform: {
    policy: {
      reform: {
        'gov.hmrc.income_tax.allowances.personal_allowance.amount': {
          '2026-01-01.2100-12-31': 15_000,
        },
      },
    },
    file: 'examples/uk/personal-allowance-15000.json',
    summary: 'personal allowance £15,000',
  },
  defaultYear: 2026,
  situationEntities: ['people', 'benunits', 'households'],
};
