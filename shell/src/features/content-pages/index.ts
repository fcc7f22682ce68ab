export { FaqPage } from './components/faq-page';
export { AboutPage } from './components/about-page';
export { ContentPage } from './components/content-page';
export { loadFaq } from './api/load-faq';
export { loadAbout } from './api/load-about';
export { loadPage } from './api/load-page';
