import { connect } from '../../kernel/db/client';

export const bonusOf = () => connect();
