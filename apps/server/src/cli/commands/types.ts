import type { Call } from '../client';

export interface Command {
  /** The words that select it, e.g. "settings set". */
  name: string;
  args: string;
  description: string;
  run(args: string[], call: Call): Promise<string>;
}
