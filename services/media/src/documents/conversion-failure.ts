/** A document that cannot become pages, with the message its uploader reads (shareMessages). */
export class ConversionFailure extends Error {}
