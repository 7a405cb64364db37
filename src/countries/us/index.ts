/**
 * The US country pack: the US model (loaded lazily), the 50 states and DC with the 20 region
 * groups, the MacroOutput profile, the synthetic default dataset, and the benchmark's programs.
 */
import type { CountryPack } from '../country-pack.js';
import { US_BENCHMARK_PROGRAMS } from './benchmark.js';
import { US_DATASET } from './dataset.js';
import { US_MACRO_PROFILE } from './macro-profile.js';
import { US_MARGINAL_RATES } from './marginal-rates.js';
import { US_REGIONS } from './regions.js';

/** The US pack. */
export const usPack: CountryPack = {
  id: 'us',
  label: 'United States',
  loadModel: async () => (await import('../../models/us/index.js')).loadUsModel(),
  regions: US_REGIONS,
  macroProfile: US_MACRO_PROFILE,
  dataset: US_DATASET,
  benchmark: { programs: US_BENCHMARK_PROGRAMS, law: 'current US federal law' },
  exampleReform: {
    policy: {
      reform: { 'gov.irs.credits.ctc.amount.base[0].amount': { '2026-01-01.2100-12-31': 3_600 } },
    },
    file: 'examples/ctc-3600.json',
    summary: 'child tax credit $3,600 per child',
  },
  defaultYear: 2026,
  situationEntities: [
    'people',
    'tax_units',
    'spm_units',
    'families',
    'marital_units',
    'households',
  ],
  marginalRates: US_MARGINAL_RATES,
};
