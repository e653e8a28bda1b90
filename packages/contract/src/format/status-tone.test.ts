import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it('is success for SUCCESS in any case', () => {
    expect(statusTone('SUCCESS')).toBe('success');
    expect(statusTone('success')).toBe('success');
    expect(statusTone(' Success ')).toBe('success');
  });

  it('is danger for FAILED in any case', () => {
    expect(statusTone('FAILED')).toBe('danger');
    expect(statusTone('failed')).toBe('danger');
  });

  it('is pending otherwise', () => {
    expect(statusTone('processing')).toBe('pending');
    expect(statusTone('FAIL')).toBe('pending');
    expect(statusTone('')).toBe('pending');
    expect(statusTone(null)).toBe('pending');
    expect(statusTone(undefined)).toBe('pending');
  });
});
