/** Texts of the user service where the specification is silent. */
export const userMessages = {
  userNotFound: 'This user does not exist.',
  pinNotSent: 'The verification PIN could not be sent. Please try again in a moment.',
  mailNotSent: 'The mail could not be sent. Please try again in a moment.',
} as const;
