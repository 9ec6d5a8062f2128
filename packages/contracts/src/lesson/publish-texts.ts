/** The Recordings modal's words for publishing a group meeting's recording to the class as a lesson. */
export const recordingPublishTexts = {
  publish: 'Publish to class',
  /** The button's title: what it does. */
  publishHint: 'Make this recording a lesson of the class (Class View)',
  published: 'Published to the class’s lessons',
} as const;
