import { describe, expect, it } from 'vitest';
import { statementSign } from './statement-sign';

describe('statementSign', () => {
  it('is + for deposit and bonus, - for withdraw and a bonus forfeit, empty otherwise', () => {
    expect(statementSign('deposit')).toBe('+');
    expect(statementSign('bonus')).toBe('+');
    expect(statementSign('withdraw')).toBe('-');
    expect(statementSign('transfer')).toBe('');
    expect(statementSign('finish_bonus')).toBe('-');
    expect(statementSign('unknown')).toBe('');
    expect(statementSign('')).toBe('');
  });
});
