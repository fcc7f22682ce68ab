import { ABOUT_SECTION_KEYS, getAbout, type AboutSection } from '@shop/shared';

const order = (section: AboutSection) => ABOUT_SECTION_KEYS.indexOf(section.key);

/** Loader of /about-us: the sections in the page's order (welcome, our story, what we offer, our process). */
export async function loadAbout(): Promise<AboutSection[]> {
  const sections = await getAbout();
  return [...sections].sort((a, b) => order(a) - order(b));
}
