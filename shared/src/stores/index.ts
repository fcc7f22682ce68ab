export { $user, setUser, isSignedIn, USER_STORAGE_KEY } from './user';
export {
  $initialState,
  $initialStateStatus,
  $navigation,
  $categories,
  EMPTY_INITIAL_STATE,
  loadInitialState,
  mergeInitialState,
  navigationOf,
  type InitialStateStatus,
} from './initial-state';
export { $cartCount } from './cart-count';
export { $texts, useEditableText, ensureEditableText, resetRequestedTexts, type EditableTextDefault } from './texts';
