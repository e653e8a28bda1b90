export const connect = () => 'db';
