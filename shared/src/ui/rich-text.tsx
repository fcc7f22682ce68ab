import styles from './rich-text.module.css';

export type RichTextProps = { html: string; className?: string };

/** HTML content from the server (sanitised there when saved), with readable typography. */
export function RichText({ html, className }: RichTextProps) {
  return <div className={[styles.richText, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
