/** A link of the web app (an exam's candidate or examiner path) as a full address to hand on. */
export const fullLink = (path: string, origin: string = window.location.origin): string =>
  new URL(path, origin).toString();
