import { cliEnv, operatorClient, OperatorError } from './client';
import { bankFeedCommands } from './commands/bank-feed';
import { bonusCommands } from './commands/bonus';
import { rewardCommands } from './commands/rewards';
import { depositCommands } from './commands/deposits';
import { memberCommands } from './commands/members';
import { responsibleCommands } from './commands/responsible';
import { moneyCommands } from './commands/money';
import { providerCommands } from './commands/providers';
import { settingsCommands } from './commands/settings';
import { siteCommands } from './commands/site';
import { slotCommands } from './commands/slots';
import { spinwheelCommands } from './commands/spinwheel';
import { staffCommands } from './commands/staff';
import type { Command } from './commands/types';

/** `npm run operator -- <command>`: talks to the running server's operator API. */
export const commands: Command[] = [
  ...settingsCommands,
  ...siteCommands,
  ...memberCommands,
  ...responsibleCommands,
  ...moneyCommands,
  ...providerCommands,
  ...depositCommands,
  ...bankFeedCommands,
  ...slotCommands,
  ...bonusCommands,
  ...rewardCommands,
  ...spinwheelCommands,
  ...staffCommands,
];

export function helpText(): string {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.args}`.length));
  const lines = commands.map((c) => `  ${`${c.name} ${c.args}`.padEnd(width)}  ${c.description}`);
  return [
    'Usage: npm run operator -- <command> [args]',
    '',
    'Commands:',
    `  ${'help'.padEnd(width)}  Show this list`,
    ...lines,
    '',
    'Environment: OPERATOR_URL (default http://127.0.0.1:$PORT, PORT default 8080),',
    '             OPERATOR_TOKEN (default: the token file in DATA_DIR, default ./data)',
  ].join('\n');
}

export function findCommand(argv: string[]): { command: Command; args: string[] } | undefined {
  // Longest name first, so "settings set" wins over a shorter prefix.
  const sorted = [...commands].sort((a, b) => b.name.split(' ').length - a.name.split(' ').length);
  for (const command of sorted) {
    const words = command.name.split(' ');
    if (words.every((w, i) => argv[i] === w)) return { command, args: argv.slice(words.length) };
  }
  return undefined;
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(helpText());
    return 0;
  }
  const found = findCommand(argv);
  if (!found) {
    console.error(`Unknown command: ${argv.join(' ')}\n\n${helpText()}`);
    return 2;
  }
  try {
    console.log(await found.command.run(found.args, operatorClient(cliEnv())));
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
