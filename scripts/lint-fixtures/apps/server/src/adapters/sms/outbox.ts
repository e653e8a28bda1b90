import { connect } from '../../kernel/db/client';

export const send = () => connect();
