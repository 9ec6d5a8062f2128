/** A page of plain information: its title and its sections. */
export interface InfoPageText {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The product's Privacy & Terms page (`/privacy`, linked from the thank-you page's footer). */
export const privacyPageText: InfoPageText = {
  title: 'Privacy & Terms',
  sections: [
    {
      heading: 'What is kept',
      paragraphs: [
        'Your account (name, email, phone and the details your administrator entered), the groups you belong to, your chat messages and the files shared in them, the meetings scheduled with you, and the recordings, whiteboards and transcripts of meetings that were recorded or captioned.',
        'Everything is stored by the organisation that runs this installation, on its own servers. Nothing is sold or shared with advertisers, and no tracking is used.',
      ],
    },
    {
      heading: 'Meetings and calls',
      paragraphs: [
        'Your camera, microphone and screen are shared only while you turn them on. Captions are recognised on the installation’s own servers. A recording is made only when a host starts one.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Ask your administrator to correct or delete your account. Deleting it removes your sign-in and your place in groups; messages you sent stay in the chats they were sent to unless the administrator removes them.',
      ],
    },
    {
      heading: 'Terms of use',
      paragraphs: [
        'Use the service for your organisation’s work and lessons. Do not share content you have no right to share, and respect the other people in chats and meetings: offensive words are masked, and hosts may remove anyone from a meeting.',
      ],
    },
  ],
};

/** The product's Help page (`/help`, linked from the thank-you page's footer). */
export const helpPageText: InfoPageText = {
  title: 'Help',
  sections: [
    {
      heading: 'Signing in',
      paragraphs: [
        'Sign in with the email and password your administrator gave you. After several wrong passwords in a row, sign-in makes you wait a little before the next try.',
      ],
    },
    {
      heading: 'Chats',
      paragraphs: [
        'Your chats are on the left: people you chatted with and every group you belong to. New Chat finds a person or a group by name. Press Enter to send; the paperclip shares a file.',
      ],
    },
    {
      heading: 'Meetings',
      paragraphs: [
        'In a chat, Go to Schedule lists its meetings; hosts create them there and copy their links. Anyone with a meeting’s link joins it: check your camera and microphone, then Continue.',
        'In the room, the toolbar turns your camera and microphone on and off, raises your hand and leaves. The side panel holds the participants, the room’s chat and the meeting’s details.',
      ],
    },
    {
      heading: 'Something does not work',
      paragraphs: [
        'Use a recent version of your browser, and allow the camera and microphone when the browser asks. If a page stays empty, reload it. For anything else, write or call the support contact below.',
      ],
    },
  ],
};

export const infoPageTexts = {
  contact: 'Support',
  backHome: 'Back to home',
} as const;
