import { connect } from '../../kernel/db/client';

export const credit = () => connect();
