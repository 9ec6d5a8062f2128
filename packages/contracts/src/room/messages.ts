/** Live-room texts: the spec's own (spec 2 §2.10, §8; spec 3 §4, §8) and the refusals the room service gives. */
export const roomMessages = {
  meetingWillStart: 'Meeting will start when organizer starts',
  sessionNotStarted: 'Session not started yet.No one can hear you !',
  startHint: 'Please click the start button from the bottom of the list to start the meeting.',
  meetingStopped: 'Meeting stopped by the organizer',
  meetingLocked: 'Meeting is locked, Please contact organiser',
  removed: 'You have been removed from this session',
  noPresentingToAllInWebinar: 'You cannot give presenting power to all for Webinar events',
  screenAlreadyShared:
    'Someone is already sharing the screen, you could share screen only after that person stops sharing.',
  disconnected:
    'Your were disconnected, may be due to internet fluctuation, You will automatically reconnect in 10 seconds',
  roomJoinFailed: 'Room join failed',
  nameRequired: 'Name required',
  somethingWentWrong: 'Something went wrong, Pleae reload and try again !',
  /** Not in the spec: refusals a modern server gives in words. */
  hostOnly: 'Only the host can do this',
  notInRoom: 'You are not in this meeting',
  participantNotInRoom: 'That participant is not in this meeting',
  unknownMethod: 'This is not a meeting message',
  badPayload: 'This meeting message is not valid',
  notStarted: 'The meeting has not started yet',
  meetingOver: 'This meeting has ended',
  onlyPermanentHostTransfers: 'Only the organizer or a host can transfer hosting',
  oneTemporaryHost: 'Someone else already holds the hosting; take it back first',
  transferTooSoon: 'Please wait a moment before changing the hosting again',
  hostAbsent: 'The host has left the meeting; it ends if they do not return within 5 minutes',
  privateChatDisabled: 'Private chat is disabled; you can write privately to the host only',
  noScreenRight: 'You are not allowed to share your screen',
  noMicRight: 'Your microphone has been disabled by the host',
  noCamRight: 'Your camera has been disabled by the host',
  /** Said once the host gives the right back: it never turns anything on by itself. */
  micAllowedAgain: 'The host allowed your microphone; turn it on when you are ready',
  camAllowedAgain: 'The host allowed your camera; turn it on when you are ready',
  noContentRight: 'Only the host or a presenter can share content',
  noWhiteboardRight: 'You are not allowed to use the whiteboard',
  cannotRemoveHost: 'The host cannot be removed from the meeting',
  noSharedDocument: 'No document is being shown',
  pageOutOfRange: 'This page is not in the document',
  noSharedVideo: 'No video is being shown',
} as const;

/** Popup titles of the room (spec 2 §2.10). */
export const roomPopupTitles = {
  docshare: 'Share Content',
  invite: 'Invite User',
  alert: 'Message',
  noName: 'Enter Name',
  createRoom: 'Start Meeting',
} as const;
