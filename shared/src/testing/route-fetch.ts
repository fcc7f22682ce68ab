// Test helper: answers fetch calls by URL (a handler per test) and records the requests, for pages that make several calls.
export type FetchHandler = (url: URL, request: Request) => Response | undefined | Promise<Response | undefined>;

export function routeFetch(handler: FetchHandler) {
  const requests: Request[] = [];
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      const answer = await handler(new URL(request.url), request);
      return answer ?? Response.json({ message: 'Route not found' }, { status: 404 });
    });
  /** Requests to one path, e.g. "/api/cart/update". */
  const to = (pathname: string) => requests.filter((request) => new URL(request.url).pathname === pathname);
  return { fetch, requests, to };
}

export const json = (body: unknown, init: ResponseInit = {}) => Response.json(body, init);
