export { BRAND_NAME } from '@canstring/contracts';
