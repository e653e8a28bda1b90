import { api } from '@wallet/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../api-client';
import { setNavigator } from '../navigation';

describe('the app client', () => {
  it('navigates to /login when the session is gone', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'UNAUTHORIZED' }), { status: 401 })),
    );
    await expect(apiClient.request(api.operatorStaff.dashboard)).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
