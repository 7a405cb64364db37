/**
 * The tasks module of the product's country packs wired to the baseline cache: the executor's
 * `simulate` and `simulate-segment` (with the cache as baseline source) and the cache's precompute
 * tasks, one runtime per configuration for the life of the thread or process.
 */
import { createCountryCacheTasks, loadCountries } from './country-runtime.js';
import { COUNTRY_PACKS } from './index.js';

/** The tasks, by name. */
export const tasks = createCountryCacheTasks(await loadCountries(COUNTRY_PACKS));
