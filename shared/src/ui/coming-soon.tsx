import styles from './coming-soon.module.css';

/** A real page for an area a later release fills: its heading and a short note. */
export function ComingSoon({ title, note = 'Coming soon.' }: { title: string; note?: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.note}>{note}</p>
    </section>
  );
}
