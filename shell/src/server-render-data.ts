import { SERVER_RENDER_DATA_ID, type ServerRenderData } from '@shop/shared/contracts';

/** The server's data for this page, or undefined when the page came unrendered. */
export function readServerRenderData(doc: Document = document): ServerRenderData | undefined {
  const text = doc.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerRenderData) : undefined;
}

/** Whether the shell's server rendered this page (cheap: the data is not read). */
export const isServerRendered = (doc: Document = document): boolean => doc.getElementById(SERVER_RENDER_DATA_ID) !== null;
