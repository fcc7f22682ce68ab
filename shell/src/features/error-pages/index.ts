export { ErrorPage, NotFoundPage, type ErrorPageProps } from './components/error-page';
export { RouteErrorPage } from './components/route-error-page';
export { UnexpectedErrorScreen } from './components/unexpected-error-screen';
export { RemoteUnavailable } from './components/remote-unavailable';
export { AreaErrorBoundary } from './components/area-error-boundary';
export { describeError } from './components/describe-error';
