// The router API every part uses, re-exported from the one copy inside @shop/shared. Sharing react-router as its own
// federation module would ship all of it (61 KB gzip: server, RSC and cookie helpers included); through this module
// the bundler keeps only what is named here (about 30 KB). Front ends import these from '@shop/shared', never from
// react-router(-dom) directly (lint enforces it), so the page holds exactly one router. Add a name when you need it.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createPath,
  data,
  generatePath,
  isRouteErrorResponse,
  matchRoutes,
  parsePath,
  redirect,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type {
  DataRouter,
  HydrationState,
  LinkProps,
  LoaderFunctionArgs,
  NavLinkProps,
  PatchRoutesOnNavigationFunction,
  RouteObject,
  UIMatch,
} from 'react-router-dom';
