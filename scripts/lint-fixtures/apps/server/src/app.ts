export const appName = 'fixture';
