import { buttonClassName, Icon, NoticePanel, ShopLink } from '@shop/shared';
import { paths } from '../../../config/paths';

/** The account area for a visitor: the spec's message and the way in, back to this page afterwards. */
export function SignedOutNotice({ returnTo }: { returnTo: string }) {
  return (
    <NoticePanel
      headingLevel={1}
      icon={<Icon name="user" size={28} />}
      title="Please sign in to access your account."
      message="Your orders, coupons, wishlist and personal information are waiting for you."
      actions={
        <>
          <ShopLink to={paths.signIn.getHref(returnTo)} className={buttonClassName()}>
            Sign In
          </ShopLink>
          <ShopLink to={paths.signUp.getHref(returnTo)} className={buttonClassName({ variant: 'secondary' })}>
            Create Account
          </ShopLink>
        </>
      }
    />
  );
}
