/** Texts the GraphQL gateway and the legacy adapter answer about chat where the specification is silent. */
export const chatEdgeMessages = {
  chooseOneTarget: 'Name either a person or a group to chat with.',
  invalidChatType: "The chat type must be 'user' or 'group'.",
  messageSent: 'Message sent successfully',
  chatCreated: 'Chat created successfully',
  chatRemoved: 'Chat removed successfully',
} as const;
