// Default targets of the footer links (spec §2 "Shared footer"). Overridable per key through
// the footer's mainLinks / socialLinks props; these are the provider's public pages.
export type MainLinkKey = 'termsOfUse' | 'privacy' | 'permissions' | 'accessibility' | 'support';
export type SocialLinkKey = 'facebook' | 'twitter' | 'youtube' | 'linkedin' | 'instagram';

// The footer draws the links in these objects' order (their keys: MAIN_LINK_KEYS, SOCIAL_LINK_KEYS).
export const DEFAULT_MAIN_LINKS: Record<MainLinkKey, string> = {
  termsOfUse: 'https://www.pearson.com/en-us/legal-information/terms-of-use.html',
  privacy: 'https://www.pearson.com/en-us/privacy-center/privacy-notices.html',
  permissions: 'https://www.pearson.com/en-us/global-permissions-granting.html',
  accessibility: 'https://www.pearson.com/en-us/accessibility.html',
  support: 'https://support.pearson.com/getsupport/s/',
};

export const DEFAULT_SOCIAL_LINKS: Record<SocialLinkKey, string> = {
  facebook: 'https://www.facebook.com/pearson',
  twitter: 'https://twitter.com/pearson',
  youtube: 'https://www.youtube.com/pearson',
  linkedin: 'https://www.linkedin.com/company/pearson',
  instagram: 'https://www.instagram.com/pearson',
};

export const MAIN_LINK_KEYS = Object.keys(DEFAULT_MAIN_LINKS) as MainLinkKey[];
export const SOCIAL_LINK_KEYS = Object.keys(DEFAULT_SOCIAL_LINKS) as SocialLinkKey[];

export interface FooterProvider {
  name: string;
  href: string;
}

export const DEFAULT_PROVIDER: FooterProvider = { name: 'Pearson Education Inc.', href: 'https://www.pearson.com/' };
