/** The toy country's tasks module wired to the baseline cache, as `countries/cache-tasks.ts` is the product's. */
import { createCountryCacheTasks, loadCountries } from '../../../src/countries/index.js';
import { toyPack } from './toy-pack.js';

/** The tasks, by name. */
export const tasks = createCountryCacheTasks(await loadCountries({ toy: toyPack }));
