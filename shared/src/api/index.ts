export { apiFetch, apiRequest, parseAnswer, setApiOrigin, type ApiRequestOptions } from './client';
export {
  ApiError,
  NetworkError,
  InvalidResponseError,
  isApiError,
  answerMessage,
  isNetworkError,
  UNKNOWN_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './errors';
export { withRetries } from './retry';
export { sendWithProgress, type UploadRequest, type UploadAnswer } from './send-with-progress';
export { getInitialState } from './state/get-initial-state';
export { createEditableText, type CreateEditableTextInput } from './content/create-editable-text';
export { getFaq } from './content/get-faq';
export { getAbout } from './content/get-about';
export { getPage, clearPageCache } from './content/get-page';
export { getReviews } from './content/get-reviews';
export { getServerTime } from './time/get-server-time';
export { logout } from './auth/logout';
export { signUp, type SignUpInput } from './auth/sign-up';
export { signIn, type SignInInput } from './auth/sign-in';
export { getSessionUser } from './auth/get-session-user';
export { requestPasswordReset, type RequestPasswordResetInput } from './auth/request-password-reset';
export { validateResetToken } from './auth/validate-reset-token';
export { confirmPasswordReset, type ConfirmPasswordResetInput } from './auth/confirm-password-reset';
export { changePassword, type ChangePasswordInput } from './account/change-password';
export { saveProfile, type SaveProfileInput } from './account/save-profile';
export { deleteAccount, type DeleteAccountInput } from './account/delete-account';
export { getCatalog, type GetCatalogInput } from './catalog/get-catalog';
export { getProduct } from './catalog/get-product';
export { getProductsByIds } from './catalog/get-products-by-ids';
export { getRelatedProducts, type GetRelatedProductsInput } from './catalog/get-related-products';
export { getPopularProducts, type GetPopularProductsInput } from './catalog/get-popular-products';
export { addToWishlist } from './wishlist/add-to-wishlist';
export { removeFromWishlist } from './wishlist/remove-from-wishlist';
export { mergeWishlist } from './wishlist/merge-wishlist';
export { getWishlist } from './wishlist/get-wishlist';
export { getCart } from './cart/get-cart';
export { updateCartItem } from './cart/update-cart-item';
export { removeCartItem } from './cart/remove-cart-item';
export { mergeCart } from './cart/merge-cart';
export { applyCoupon } from './cart/apply-coupon';
export { uploadCartImage, type UploadCartImageInput, type UploadCartImageAnswer } from './cart/upload-cart-image';
export { deleteCartImage } from './cart/delete-cart-image';
export { updateCartPositions } from './cart/update-cart-positions';
export { uploadChunk, type UploadChunkInput } from './uploads/upload-chunk';
export { getOrders } from './orders/get-orders';
export { getCoupons } from './coupons/get-coupons';
export { createPaymentSession } from './orders/create-payment-session';
export { speedUpItem } from './orders/speed-up-item';
export { createOrder } from './checkout/create-order';
export { getPaymentConfig } from './checkout/get-payment-config';
export { getTickets } from './support/get-tickets';
export { createTicket } from './support/create-ticket';
export { getTicketMessages } from './support/get-ticket-messages';
export { sendTicketMessage } from './support/send-ticket-message';
export { SUPPORT_FAILURE } from './support/support-failure';
