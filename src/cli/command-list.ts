/**
 * The top-level commands of `fiscus`: each one's summary (shown by `fiscus --help` without loading
 * any command's code) and the module that registers it. A command's module is imported only when
 * that command runs, so `--version` and `--help` load nothing but commander.
 */
import type { Command } from 'commander';
import { COMMAND_SUMMARIES, type CommandName } from './command-summaries.js';

export { COMMAND_SUMMARIES, type CommandName };

/** How each top-level command registers itself on the program (importing its module then). */
export const COMMAND_LOADERS: Readonly<
  Record<CommandName, (program: Command, write: (text: string) => void) => Promise<void>>
> = {
  report: async (program) => (await import('./commands/report.js')).registerReportCommand(program),
  reports: async (program) =>
    (await import('./commands/reports.js')).registerReportsCommand(program),
  calc: async (program) => (await import('./commands/calc.js')).registerCalcCommand(program),
  params: async (program) =>
    (await import('./commands/params.js')).registerParamsCommand(program, 'params'),
  parameters: async (program) =>
    (await import('./commands/params.js')).registerParamsCommand(program, 'parameters'),
  variables: async (program) =>
    (await import('./commands/variables.js')).registerVariablesCommand(program),
  data: async (program, write) => {
    const data = await import('./commands/data.js');
    data.registerDataCommands(program, {
      dataDirectory: data.defaultDataDirectory(process.cwd()),
      storeDirectory: data.defaultStoreDirectory(process.cwd()),
      write,
    });
  },
  store: async (program) => (await import('./commands/store.js')).registerStoreCommands(program),
  cache: async (program) => (await import('./commands/cache.js')).registerCacheCommands(program),
  eval: async (program) => (await import('./commands/eval.js')).registerEvalCommands(program),
  worker: async (program) => (await import('./commands/worker.js')).registerWorkerCommand(program),
  serve: async (program) => (await import('./commands/serve.js')).registerServeCommand(program),
};

/** Whether a word is a top-level command's name. */
export function isCommandName(word: string | undefined): word is CommandName {
  return word !== undefined && Object.hasOwn(COMMAND_SUMMARIES, word);
}
