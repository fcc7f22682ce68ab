import { useEffect, useId, useRef, useState } from 'react';
import { buttonClassName, Icon, type VideoLinks } from '@shop/shared';
import styles from './video-story-links.module.css';

export type VideoStoryLinksProps = {
  /** The item's name: the player's title. */
  name: string;
  links: VideoLinks;
};

/**
 * A delivered video (accounts §4): "Watch online" opens the in-page player, "Download" saves the file. The player is a
 * native modal <dialog>: the browser keeps focus inside it, closes it with Escape and makes the page behind inert; the
 * <video> exists only while it is open, so closing stops the playback and a list of orders loads no video.
 */
export function VideoStoryLinks({ name, links }: VideoStoryLinksProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <span className={styles.links}>
      {/* The shop's deliverable: buttons of the shop's own kind, not text links. */}
      <button
        ref={opener}
        type="button"
        className={buttonClassName({ size: 'sm' })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Watch online
      </button>
      <a href={links.download} download className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        Download
      </a>
      {/* Escape closes a modal dialog by itself; its close event brings the state and the focus back. */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className={styles.dialog}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        {open ? (
          <>
            <header className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {name}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label="Close the video"
                onClick={() => setOpen(false)}
              >
                <Icon name="close" size={18} />
              </button>
            </header>
            <video
              className={styles.video}
              src={links.watch}
              controls
              playsInline
              preload="metadata"
              aria-label={`Video story: ${name}`}
            />
          </>
        ) : null}
      </dialog>
    </span>
  );
}
