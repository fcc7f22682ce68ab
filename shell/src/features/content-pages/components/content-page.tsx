import { useLoaderData } from '@shop/shared';
import { RichText } from '@shop/shared';
import type { loadPage } from '../api/load-page';
import { ContentHeader } from './content-header';
import layout from './content-layout.module.css';
import styles from './content-page.module.css';

/** /pages/:slug: title and HTML content from the server (terms of service, privacy policy, ...). */
export function ContentPage() {
  const page = useLoaderData<typeof loadPage>();
  return (
    <article className={layout.page}>
      <ContentHeader title={page.title} />
      <RichText className={styles.body} html={page.content} />
    </article>
  );
}
