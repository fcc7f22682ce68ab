import { EditableTextResponseStruct, EditableTextStruct, type EditableText } from '../../contracts/content';
import { apiRequest, parseAnswer } from '../client';

export const CreateEditableTextInputStruct = EditableTextStruct;
export type CreateEditableTextInput = EditableText;

/** POST /api/editable-text: stores a text that is not in the state yet (with its default); answers the stored text. */
export async function createEditableText(input: CreateEditableTextInput): Promise<EditableText> {
  const data = await apiRequest('editable-text', { method: 'POST', json: input });
  return parseAnswer(data, EditableTextResponseStruct, 'POST /api/editable-text').data;
}
