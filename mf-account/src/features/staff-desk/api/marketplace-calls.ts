import { apiRequest, parseAnswer } from '@shop/shared';
import { StaffSubmissionListStruct, type StaffSubmission } from '@shop/shared/staff';

/** GET /api/staff/marketplace: marketplace submissions, newest first, with their form values and photos. */
export async function getSubmissions(options: { signal?: AbortSignal } = {}): Promise<StaffSubmission[]> {
  const data = await apiRequest('staff/marketplace', { signal: options.signal });
  return parseAnswer(data, StaffSubmissionListStruct, 'GET /api/staff/marketplace');
}
