import { useLoaderData } from '@shop/shared';
import { RichText } from '@shop/shared';
import type { loadAbout } from '../api/load-about';
import { ContentHeader } from './content-header';
import layout from './content-layout.module.css';
import styles from './about-page.module.css';

/** /about-us: welcome, our story, what we offer, our process (HTML sanitised by the server when saved). */
export function AboutPage() {
  const sections = useLoaderData<typeof loadAbout>();
  return (
    <article className={layout.page}>
      <ContentHeader title="About us" />
      <div className={styles.sections}>
        {sections.map((section, index) => (
          <section key={section.key} className={styles.section} data-key={section.key} aria-labelledby={`about-${section.key}`}>
            <p className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </p>
            <div>
              <h2 id={`about-${section.key}`} className={styles.title}>
                {section.title}
              </h2>
              <RichText html={section.content} />
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
