/** The toy country's tasks module (plain runtime), as `countries/tasks.ts` is the product's. */
import { createCountryTasks, loadCountries } from '../../../src/countries/index.js';
import { toyPack } from './toy-pack.js';

/** The tasks, by name. */
export const tasks = createCountryTasks(await loadCountries({ toy: toyPack }));
