// Test helper: answers fetch calls from a queue and records the requests ky sent.
type Answer = Response | Error | (() => Response | Promise<Response>);

export function mockFetch(...answers: Answer[]) {
  const queue = [...answers];
  const requests: Request[] = [];
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input.clone() : new Request(input, init));
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer === undefined) throw new Error('No answer queued');
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  return { fetch, requests };
}
