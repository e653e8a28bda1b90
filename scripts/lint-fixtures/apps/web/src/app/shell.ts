export const shellTitle = 'shell';
