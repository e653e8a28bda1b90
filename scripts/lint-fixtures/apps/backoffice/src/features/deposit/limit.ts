export const depositLimit = 100;
