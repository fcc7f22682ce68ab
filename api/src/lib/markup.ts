/** Text made safe inside HTML or XML (elements and quoted attributes): the five special characters as numeric references. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
