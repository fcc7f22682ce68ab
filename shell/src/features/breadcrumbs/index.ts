export { Breadcrumbs } from './components/breadcrumbs';
export { crumbsFor, showsBack, type Crumb } from './components/crumbs';
