/** One-to-one call texts: the spec's own (spec 2 §2.4, spec 3 §8) and the refusals the service gives. */
export const callMessages = {
  ringing: 'Ringing...',
  notAvailable: 'User is not available for the call !',
  meetingEnded: 'Meeting has been ended',
  /** Not in the spec: refusals a modern server gives in words. */
  cannotCallYourself: 'You cannot call yourself',
  notInCall: 'You are not in this call',
  badSignal: 'This call message is not valid',
  callOver: 'This call has ended',
  notRinging: 'This call is no longer ringing',
  notConnected: 'This call is not connected yet',
  onlyCalleeAnswers: 'Only the person called can answer',
  alreadyInCall: 'You are already in a call',
  /** Not in the spec: the two browsers could not reach each other (no route, relay refused). */
  connectionFailed: 'The call could not connect, please try again',
} as const;

/** Labels of the call screens (spec 2 §2.4, §2.8). */
export const callScreenTexts = {
  call: 'Video Call',
  attend: 'Attend',
  reject: 'Reject',
  hangUp: 'Hang Up',
  incoming: 'is calling you',
  you: 'You',
  close: 'Close',
  ok: 'Ok',
} as const;
