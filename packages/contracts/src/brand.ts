/** The product's name as the header, the landing page and the thank-you footer show it. */
export const BRAND_NAME = 'CanString';
