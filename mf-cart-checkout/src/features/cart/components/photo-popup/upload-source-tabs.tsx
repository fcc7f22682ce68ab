import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { UPLOAD_SOURCES } from '@shop/shared';
import styles from './photo-popup.module.css';

type UploadSource = (typeof UPLOAD_SOURCES)[number];

const SOURCE_LABELS: Record<UploadSource, string> = {
  local: 'Local Files',
  instagram: 'Instagram',
  google: 'Google Photos',
  dropbox: 'Dropbox',
};

/**
 * The upload source tab list (accounts-and-after-sale §2). Only Local Files works; Instagram is a connect button with
 * no behaviour, Google Photos and Dropbox show nothing (the spec shows none). Arrow keys, Home and End move between tabs.
 */
export function UploadSourceTabs({ local }: { local: ReactNode }) {
  const baseId = useId();
  const [selected, setSelected] = useState<UploadSource>('local');
  const tabs = useRef<Partial<Record<UploadSource, HTMLButtonElement | null>>>({});
  const tabId = (source: UploadSource) => `${baseId}-tab-${source}`;
  const panelId = (source: UploadSource) => `${baseId}-panel-${source}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = UPLOAD_SOURCES.indexOf(selected);
    const last = UPLOAD_SOURCES.length - 1;
    const next = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const source = UPLOAD_SOURCES[(next + UPLOAD_SOURCES.length) % UPLOAD_SOURCES.length]!;
    setSelected(source);
    tabs.current[source]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label="Upload sources"
        aria-orientation="vertical"
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {UPLOAD_SOURCES.map((source) => (
          <button
            key={source}
            ref={(element) => {
              tabs.current[source] = element;
            }}
            type="button"
            role="tab"
            id={tabId(source)}
            aria-selected={source === selected}
            aria-controls={panelId(source)}
            tabIndex={source === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(source)}
          >
            {SOURCE_LABELS[source]}
          </button>
        ))}
      </div>
      {UPLOAD_SOURCES.map((source) => (
        <div
          key={source}
          role="tabpanel"
          id={panelId(source)}
          aria-labelledby={tabId(source)}
          hidden={source !== selected}
          className={styles.tabPanel}
        >
          {source === 'local' ? local : null}
          {source === 'instagram' ? (
            <button type="button" className={styles.connect}>
              Connect Instagram
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
