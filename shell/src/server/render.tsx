// The shell's server-side rendering entry. `npm start` builds it into dist/server/render.cjs, which the shell's server
// runs (shell/server/page-renderer.ts); the browser never loads it. docs/decisions/0017-server-rendering.md.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the static router exists only here, on the server
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import * as nanostores from 'nanostores';
import * as nanostoresReact from '@nanostores/react';
import * as shared from '@shop/shared';
import type { RouteObject, ServerRenderInput, ServerRenderModule, ServerRenderResult, UIMatch } from '@shop/shared';
import { createRoutes } from '../app/router';
import { areaRoute } from '../app/remote-areas';
import { pageTitleFor } from '../features/page-effects';

/** What a remote's server build may require: the very objects the shell renders with (one React, the same stores). */
export const sharedModules: ServerRenderModule['sharedModules'] = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  nanostores,
  '@nanostores/react': nanostoresReact,
  '@shop/shared': shared,
};

/** Where the pages' loaders call the API from the server. */
export const setApiOrigin: ServerRenderModule['setApiOrigin'] = shared.setApiOrigin;

function uiMatches(context: StaticHandlerContext): UIMatch[] {
  return context.matches.map(({ route, pathname, params }) => ({
    id: route.id,
    pathname,
    params,
    data: context.loaderData[route.id],
    loaderData: context.loaderData[route.id],
    handle: route.handle,
  }));
}

/**
 * Renders one page for a visitor: the route tree the browser builds (with the owning remote's area), its loaders run
 * here, then the whole markup, lazy parts included (React.lazy resolves at once in this chunkless build).
 */
export async function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const areas = input.remote ? [areaRoute(input.remote.name, input.remote.routes as RouteObject[])] : [];
  const handler = createStaticHandler(createRoutes(areas));
  // Loaders read the state too (a category page finds its category there). Every page rendered here is a visitor's,
  // so a concurrent request's state is the same but for its `time` (it is set again right before rendering).
  shared.adoptInitialState(input.initialState);
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'client', status: 200 };
  }
  // A route's error page is drawn by the browser. A 4xx (an unknown product or content page) is the answer's status all
  // the same, so a crawler or a link checker sees it; after a 5xx (the API away for a moment) the browser may fare
  // better, so that one goes out as 200.
  if (context.errors) return { kind: 'client', status: context.statusCode < 500 ? context.statusCode : 200 };
  shared.adoptInitialState(input.initialState);
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <React.StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </React.StrictMode>,
    // A part that fails here is left to the browser (React marks its boundary); the server logs why.
    {
      nonce: input.nonce,
      // One document, no part sent separately after it (React would otherwise move a large part to the end).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error(`Server rendering of part of ${input.url} failed`, error),
    },
  );
  // Read once everything is there: lazy parts that resolved meanwhile are then in place, not streamed after.
  await stream.allReady;
  const html = await new Response(stream).text();
  const notFound = context.matches.at(-1)?.route.path === '*';
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    title: pageTitleFor(uiMatches(context)),
    html,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData },
  };
}
