import { Command } from 'commander';
import { registerCacheCommands } from '../src/cli/commands/cache.js';
const program = new Command().name('fiscus');
registerCacheCommands(program);
await program.parseAsync(process.argv);
