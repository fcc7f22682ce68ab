export {
  MarketplaceUploadPage,
  MarketplaceUpload1Page,
  MarketplaceUpload2Page,
  type MarketplaceUploadPageProps,
} from './components/marketplace-upload-page';
export { MARKETPLACE_TEXTS, SUCCESS_MESSAGES } from './texts';
