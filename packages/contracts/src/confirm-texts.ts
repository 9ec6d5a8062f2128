/**
 * What is asked before an action that cannot be undone (the product's words; the specification
 * words only the administration's 'Confirmation' / 'Are you sure want to Delete?').
 */
export const confirmTexts = {
  title: 'Confirmation',
  cancel: 'Cancel',
  deleteMeeting: {
    message: (title: string) =>
      `Delete the meeting "${title}"? Its links stop working. This cannot be undone.`,
    confirm: 'Delete meeting',
  },
  removeParticipant: {
    message: (name: string) => `Remove ${name} from the meeting? They leave the room at once.`,
    confirm: 'Remove',
  },
  deleteAttachment: {
    message: (fileName: string) => `Delete "${fileName}" for everyone in this chat? This cannot be undone.`,
    confirm: 'Delete',
  },
} as const;
