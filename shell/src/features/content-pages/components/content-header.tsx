import styles from './content-header.module.css';

export function ContentHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
