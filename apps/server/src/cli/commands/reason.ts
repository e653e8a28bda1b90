/** `--reason TEXT` anywhere after the other arguments: every act that asks why takes it so. */
export function reasonOf(args: string[]): { rest: string[]; reason: string | undefined } {
  const at = args.indexOf('--reason');
  if (at < 0) return { rest: args, reason: undefined };
  return { rest: args.slice(0, at), reason: args.slice(at + 1).join(' ') || undefined };
}
