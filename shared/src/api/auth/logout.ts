import { apiFetch } from '../client';

/**
 * GET /auth/logout for the session of `token` (taken when the call starts, so forgetting the user right after does
 * not change which session ends): the answer is not used; a failure is logged (by the client) and otherwise ignored.
 */
export async function logout(token: string | undefined): Promise<void> {
  try {
    await apiFetch('/auth/logout', token ? { headers: { authorization: `Bearer ${token}` } } : {});
  } catch {
    // Signing out goes on locally whatever the server says.
  }
}
