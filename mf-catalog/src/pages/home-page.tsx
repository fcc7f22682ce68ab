import { CategoryTiles, ClientReviews, HowItWorks, VideoGreetingsCard } from '../features/home';

/** Home: the three steps, the categories, the video greetings card and the clients' reviews (storefront §2 Home). */
export function Component() {
  return (
    <>
      <HowItWorks />
      <CategoryTiles />
      <VideoGreetingsCard />
      <ClientReviews />
    </>
  );
}
