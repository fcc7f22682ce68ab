import { array } from 'superstruct';
import { AboutSectionStruct, type AboutSection } from '../../contracts/content';
import { apiRequest, parseAnswer } from '../client';

export const AboutSectionListStruct = array(AboutSectionStruct);

/** GET /api/about: the about page sections (welcome, our story, what we offer, our process). */
export async function getAbout(options: { signal?: AbortSignal } = {}): Promise<AboutSection[]> {
  const data = await apiRequest('about', { signal: options.signal });
  return parseAnswer(data, AboutSectionListStruct, 'GET /api/about');
}
