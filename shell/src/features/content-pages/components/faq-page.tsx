import { useLoaderData } from '@shop/shared';
import { Icon, RichText } from '@shop/shared';
import type { loadFaq } from '../api/load-faq';
import { ContentHeader } from './content-header';
import layout from './content-layout.module.css';
import styles from './faq-page.module.css';

/** /faq: questions that open to show their answers (answers are HTML sanitised by the server). */
export function FaqPage() {
  const faq = useLoaderData<typeof loadFaq>();
  return (
    <article className={layout.page}>
      <ContentHeader title="FAQ" lead="Answers to the questions we hear most often." />
      {faq.length === 0 ? (
        <p className={styles.empty}>There are no questions yet.</p>
      ) : (
        <div className={styles.list}>
          {faq.map((item) => (
            <details key={item.id} className={styles.item}>
              <summary className={styles.question}>
                <span>{item.question}</span>
                <Icon name="chevron-down" size={20} className={styles.chevron} />
              </summary>
              <RichText className={styles.answer} html={item.answer} />
            </details>
          ))}
        </div>
      )}
    </article>
  );
}
