import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tooltip.module.css';

export type TooltipProps = {
  /** What the tooltip says; also the trigger's accessible description. */
  content: ReactNode;
  /** The trigger, given the tooltip's id for its aria-describedby. It must be focusable (not `disabled`). */
  children: (tooltipId: string) => ReactNode;
  className?: string;
};

/**
 * A tooltip shown while its trigger is hovered or focused, so keyboard users get it too; Escape hides it until the
 * pointer or focus leaves. The trigger points at it with aria-describedby.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(true);
  };
  return (
    <div
      className={[styles.anchor, dismissed ? styles.dismissed : undefined, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children(id)}
      <div role="tooltip" id={id} className={styles.tooltip}>
        {content}
      </div>
    </div>
  );
}
