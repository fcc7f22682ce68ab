import { useEffect, useRef } from 'react';
import { mediaUrl } from '@shop/shared';
import { $playingVideo, videoStarted, videoStopped } from './playing-video';
import styles from './product-card.module.css';

export type VideoState = 'idle' | 'playing' | 'paused' | 'ended' | 'error';
export type VideoCommand = { action: 'play' | 'pause' };
export const VIDEO_LOAD_ERROR = 'Failed to load video';
export const VIDEO_PLAY_ERROR = 'Failed to play video';

export type CardVideoProps = {
  cardId: string;
  file: string;
  /** The latest request from the card's buttons (a new object each time); the player reports what really happens. */
  command: VideoCommand;
  onStateChange: (state: VideoState, error?: string) => void;
  label: string;
};

/** The card's preview video. Starting it stops any other card's video; another card starting pauses this one. */
export function CardVideo({ cardId, file, command, onStateChange, label }: CardVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  // A browser fires pause after a failed load (play, error, pause): that pause must not hide the error.
  const failed = useRef(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (command.action === 'pause') {
      element.pause();
      return;
    }
    videoStarted(cardId);
    const playing = element.play();
    // jsdom and old browsers give no promise.
    void playing?.catch((error: unknown) => {
      // A pause before the video started is not a failure.
      if ((error as Error)?.name === 'AbortError') return;
      console.error('Card video failed to play', error);
      failed.current = true;
      onStateChange('error', VIDEO_PLAY_ERROR);
    });
  }, [command, cardId, onStateChange]);

  useEffect(
    () =>
      $playingVideo.listen((playing) => {
        if (playing !== null && playing !== cardId && video.current && !video.current.paused) video.current.pause();
      }),
    [cardId],
  );

  useEffect(() => () => videoStopped(cardId), [cardId]);

  return (
    <video
      ref={video}
      className={styles.video}
      src={mediaUrl(file)}
      playsInline
      preload="metadata"
      aria-label={label}
      onPlay={() => {
        failed.current = false;
        onStateChange('playing');
      }}
      onPause={(event) => {
        if (!event.currentTarget.ended && !failed.current) onStateChange('paused');
        videoStopped(cardId);
      }}
      onEnded={() => {
        onStateChange('ended');
        videoStopped(cardId);
      }}
      onError={() => {
        failed.current = true;
        onStateChange('error', VIDEO_LOAD_ERROR);
        videoStopped(cardId);
      }}
    />
  );
}
