/** The product's name as the header shows it. */
export const BRAND_NAME = 'CanString';
