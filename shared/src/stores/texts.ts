import { useEffect } from 'react';
import { computed } from 'nanostores';
import { useStore } from '@nanostores/react';
import { EDITABLE_TEXT_DEFAULTS, type EditableTextName } from '../constants';
import type { EditableText } from '../contracts/content';
import { createEditableText } from '../api';
import { $initialState, mergeInitialState } from './initial-state';

export type EditableTextDefault = { title: string; content: string };

/** Editable texts by definedName, from the initial state. */
export const $texts = computed($initialState, (state) => state?.texts ?? {});

// Names already sent this page load: a missing text is stored once, not once per render or per component.
const requested = new Set<string>();

function mergeText(text: EditableText): void {
  const texts = $initialState.value?.texts ?? {};
  mergeInitialState({ texts: { ...texts, [text.definedName]: text } });
}

/** Stores a text's default on the server when the state has none (once per name per page load). */
export async function ensureEditableText(name: string, fallback: EditableTextDefault): Promise<void> {
  if (requested.has(name) || $initialState.value?.texts[name]) return;
  requested.add(name);
  try {
    mergeText(await createEditableText({ definedName: name, title: fallback.title, content: fallback.content }));
  } catch (error) {
    console.error(`Failed to store the editable text "${name}"`, error);
  }
}

/** For tests: forget which names were sent. */
export function resetRequestedTexts(): void {
  requested.clear();
}

/**
 * The content of an editable text: from the state, else its default. When the loaded state has no such text,
 * the default is POSTed once so an operator can edit it. Names outside EDITABLE_TEXT_DEFAULTS pass their default.
 */
export function useEditableText(name: EditableTextName): string;
export function useEditableText(name: string, fallback: EditableTextDefault): string;
export function useEditableText(name: string, fallback?: EditableTextDefault): string {
  const state = useStore($initialState);
  const defaults = fallback ?? (EDITABLE_TEXT_DEFAULTS as Record<string, EditableTextDefault>)[name];
  const stored = state?.texts[name];
  // Only a loaded state can say a text is missing; while loading (or after a failed load) the default shows.
  const missing = state !== null && !stored && Boolean(defaults);
  useEffect(() => {
    if (missing && defaults) void ensureEditableText(name, defaults);
  }, [missing, name, defaults]);
  return stored?.content ?? defaults?.content ?? '';
}
