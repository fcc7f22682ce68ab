import { apiFetch } from '../client';

/** GET /auth/logout: the answer is not used; a failure is logged (by the client) and otherwise ignored. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/auth/logout');
  } catch {
    // Signing out goes on locally whatever the server says.
  }
}
