// Exposed as './sign-in': the "Login" card for another part's page (the checkout shows it to a signed-out shopper),
// loaded through federation against its contract in @shop/shared (SignInCardModule). Its heading is an h2, under the
// page's own h1.
import type { SignInCardModule } from '@shop/shared';
import { SignInCard as Card } from './features/sign-in/components/sign-in-page';

export const SignInCard: SignInCardModule['SignInCard'] = ({ returnTo, intro }) => (
  <Card returnTo={returnTo} intro={intro} headingLevel="h2" />
);
