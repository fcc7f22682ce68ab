import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@shop/shared';
import { Icon, SEARCH_KEYWORD_MAX_LENGTH, VisuallyHidden } from '@shop/shared';
import { paths } from '../../../config/paths';
import styles from './search-form.module.css';

/** The keyword search: a trimmed keyword becomes the catalogue filter; blank input does nothing. */
export function SearchForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const id = useId();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    setKeyword('');
    void navigate(paths.catalogSearch.getHref(trimmed));
  };

  return (
    <form role="search" className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={search}>
      <label htmlFor={id}>
        <VisuallyHidden>Search products</VisuallyHidden>
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        name="keyword"
        required
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        placeholder="search"
        autoComplete="off"
        enterKeyHint="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" size={18} />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
    </form>
  );
}
