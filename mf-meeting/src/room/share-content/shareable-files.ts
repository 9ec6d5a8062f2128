/** A file of the meeting's chat as the Share Content popup lists it (the server lists those that can be shared). */
export interface ShareableFile {
  id: string;
  originalName: string;
  mimeType: string;
  /** A converted document's pages; null for a video, or a document that did not convert. */
  totalPages: number | null;
  createdAt: string;
}

export interface ShareableFiles {
  /**
   * Where a new file of this meeting goes: its group, or the one-to-one chat's other side; null when
   * the meeting has no chat of this person's (nothing can be uploaded then).
   */
  target: { userId: string | null; groupId: string | null } | null;
  attachments: ShareableFile[];
}
