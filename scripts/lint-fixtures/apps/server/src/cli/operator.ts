export const cliName = 'operator';
