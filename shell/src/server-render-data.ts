import type { ServerRenderData } from '@shop/shared';

/** The server's data for this page (id="server-render"), or undefined when the page came unrendered. */
export function readServerRenderData(doc: Document = document): ServerRenderData | undefined {
  const text = doc.getElementById('server-render')?.textContent;
  return text ? (JSON.parse(text) as ServerRenderData) : undefined;
}
