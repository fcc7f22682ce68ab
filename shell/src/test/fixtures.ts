import {
  EDITABLE_TEXT_DEFAULTS,
  EMPTY_INITIAL_STATE,
  NavigationGroup,
  type InitialState,
  type NavigationEntry,
  type SessionUser,
} from '@shop/shared';

let nextId = 1;

export function navigationEntry(entry: Partial<NavigationEntry> & Pick<NavigationEntry, 'title' | 'path'>): NavigationEntry {
  return { id: nextId++, group: NavigationGroup.HEADER, position: 0, ...entry };
}

/** Every text the shell shows, with a recognisable content. */
export function allTexts(): InitialState['texts'] {
  return Object.fromEntries(
    Object.entries(EDITABLE_TEXT_DEFAULTS).map(([definedName, { title, content }]) => [definedName, { definedName, title, content }]),
  );
}

export function initialState(overrides: Partial<InitialState> = {}): InitialState {
  return { ...EMPTY_INITIAL_STATE, texts: allTexts(), ...overrides };
}

export const signedInUser: SessionUser = { id: 7, email: 'ann@example.com', token: 'token-7', profile: null };
