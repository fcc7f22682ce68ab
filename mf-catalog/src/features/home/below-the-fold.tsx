import { ClientReviews } from './components/client-reviews';
import { VideoGreetingsCard } from './components/video-greetings-card';

/** Home sections 3 and 4, below the first view: a chunk of their own (see pages/home-page.tsx). */
export default function HomeBelowTheFold() {
  return (
    <>
      <VideoGreetingsCard />
      <ClientReviews />
    </>
  );
}
