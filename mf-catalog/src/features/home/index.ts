export { HowItWorks } from './components/how-it-works';
export { CategoryTiles } from './components/category-tiles';
export { VideoGreetingsCard, VIDEO_GREETINGS_HREF } from './components/video-greetings-card';
export { ClientReviews, reviewParagraphs } from './components/client-reviews';
