export { usePageTitle, pageTitleFor } from './hooks/use-page-title';
export { useScrollToTop } from './hooks/use-scroll-to-top';
export { useFocusMainOnNavigation } from './hooks/use-focus-main-on-navigation';
export { useBlurInputsOnOutsidePointer } from './hooks/use-blur-inputs-on-outside-pointer';
export { useInteractiveMarker, INTERACTIVE_ATTRIBUTE } from './hooks/use-interactive-marker';
