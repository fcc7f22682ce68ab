import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import Sortable from 'sortablejs';
import { DRAG_ANIMATION_MS, DRAG_REORDER_TOUCH_DELAY_MS } from '@shop/shared';

/**
 * Drag and drop reordering of a list's items with sortablejs. React owns the DOM, so the move Sortable made is put
 * back at once and `onMove` reorders the state, which renders the new order.
 */
export function useSortable(
  list: RefObject<HTMLElement | null>,
  {
    disabled,
    onMove,
    ghostClass,
    chosenClass,
  }: { disabled: boolean; onMove: (from: number, to: number) => void; ghostClass: string; chosenClass: string },
): void {
  const sortable = useRef<Sortable | null>(null);
  const move = useEffectEvent(onMove);

  useEffect(() => {
    if (!list.current) return;
    const instance = Sortable.create(list.current, {
      animation: DRAG_ANIMATION_MS,
      // On touch a short hold starts a drag, so the page still scrolls under a finger.
      delay: DRAG_REORDER_TOUCH_DELAY_MS,
      delayOnTouchOnly: true,
      draggable: 'li',
      // The card's buttons stay buttons.
      filter: 'button',
      preventOnFilter: false,
      ghostClass,
      chosenClass,
      onEnd: ({ item, from, oldIndex, newIndex }) => {
        if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
        from.removeChild(item);
        from.insertBefore(item, from.children[oldIndex] ?? null);
        move(oldIndex, newIndex);
      },
    });
    sortable.current = instance;
    return () => {
      instance.destroy();
      sortable.current = null;
    };
  }, [list, ghostClass, chosenClass]);

  useEffect(() => {
    sortable.current?.option('disabled', disabled);
  }, [disabled]);
}
