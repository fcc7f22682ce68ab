import type { SocialProvider } from '@shop/shared';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', microsoft: 'Microsoft' };
