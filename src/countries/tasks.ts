/**
 * The tasks module of the product's country packs, loaded by the dispatch backends (local worker
 * threads and `fiscus worker` processes): `simulate` and `simulate-segment` over the plain
 * runtime, whose configuration arrives in each payload. Every pack's model is built once per thread.
 */
import { createCountryTasks, loadCountries } from './country-runtime.js';
import { COUNTRY_PACKS } from './index.js';

/** The tasks, by name. */
export const tasks = createCountryTasks(await loadCountries(COUNTRY_PACKS));
