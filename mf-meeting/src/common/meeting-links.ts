/** The links of a meeting (spec 2 §2): public invite, member join and host pages. */

const segment = (value: string) => encodeURIComponent(value);

/** The public invite link: anyone with it may join, guests after giving name and phone. */
export const publicJoinPath = (alias: string) => `/join/${segment(alias)}`;
export const joinPath = (alias: string, firstName: string) => `/join/${segment(alias)}/${segment(firstName)}`;
export const hostPath = (alias: string, firstName: string) => `/host/${segment(alias)}/${segment(firstName)}`;

/** A path of this site as a full URL, for copying. */
export const siteUrl = (path: string, origin = window.location.origin) => `${origin}${path}`;
