import { useEffect, useRef, type FocusEvent, type MouseEvent, type Ref, type TouchEvent } from 'react';
import { Link, createPath, useResolvedPath, type LinkProps } from '../router';
import { LINK_PREFETCH_DELAY_MS } from '../constants';
import { prefetchPath } from './prefetch';

export type ShopLinkProps = LinkProps & { ref?: Ref<HTMLAnchorElement> };

/**
 * The router's Link that warms up its target on intent: after the pointer rests on it, it is focused or touched
 * for 100 ms the registered prefetcher loads the code of that path. Leaving earlier cancels.
 */
export function ShopLink({ onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...props }: ShopLinkProps) {
  const resolved = useResolvedPath(props.to, { relative: props.relative });
  const path = createPath(resolved);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const schedule = () => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      prefetchPath(path);
    }, LINK_PREFETCH_DELAY_MS);
  };
  useEffect(() => cancel, []);

  return (
    <Link
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        schedule();
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseLeave?.(event);
        cancel();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        schedule();
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        onBlur?.(event);
        cancel();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        schedule();
      }}
    />
  );
}
