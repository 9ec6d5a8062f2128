import type { SynonymList } from '../search/synonym-map';

/** The product's own help: the knowledge base a new installation starts with. */
export const seedEntries: ReadonlyArray<{ question: string; answer: string; keywords: string }> = [
  {
    question: 'How do I schedule a meeting?',
    keywords: 'schedule plan book create meeting calendar',
    answer:
      'Open Schedule Meeting from the chat screen, give the session a name, pick a start and end date and time, choose One-Time or Recurring, and save. The meeting then appears in your schedule list with its link.',
  },
  {
    question: 'How do I schedule a recurring meeting?',
    keywords: 'recurring repeat weekly daily series',
    answer:
      'When scheduling, choose Recurring Meeting and set how it repeats and until when. Every occurrence uses the same meeting link.',
  },
  {
    question: 'How do I edit or cancel a scheduled meeting?',
    keywords: 'edit change reschedule cancel delete scheduled',
    answer:
      'In the schedule list, use the Action column of the meeting: Edit changes its name, times or repetition; Delete cancels it.',
  },
  {
    question: 'How do I copy the link of a meeting?',
    keywords: 'copy link url share invite',
    answer:
      'In the schedule list, press Copy Link beside the Session URL, then paste it in a mail or chat to invite people.',
  },
  {
    question: 'How do I invite people to a meeting?',
    keywords: 'invite guests participants send link',
    answer:
      'Copy the meeting link from the schedule list and send it. Members who are signed in join at once; guests join by the link and type their name.',
  },
  {
    question: 'How do I join a meeting?',
    keywords: 'join enter attend meeting link',
    answer:
      'Open the meeting link you were sent (or press Join in the schedule list). Check your camera and microphone on the device settings screen, then press Join.',
  },
  {
    question: 'How do I join a meeting as a guest without an account?',
    keywords: 'guest without account sign in name public',
    answer:
      'Open the meeting link; when asked, type your name and join. Guests start as viewers without microphone or camera until the host lets them present.',
  },
  {
    question: 'How do I start a meeting as the host?',
    keywords: 'start begin host organiser',
    answer:
      'Open the meeting from the host page and press Start at the bottom of the participant list. Until you start, others see that the meeting will start when the organizer starts it.',
  },
  {
    question: 'How do I end a meeting for everyone?',
    keywords: 'end stop finish close meeting everyone',
    answer:
      'As the host, press End Meeting and confirm. Everyone is disconnected, and any recording and whiteboard stop.',
  },
  {
    question: 'How do I leave a meeting?',
    keywords: 'leave exit quit hang up',
    answer: 'Press Leave at the bottom of the meeting. The meeting goes on for the others.',
  },
  {
    question: 'How do I lock a meeting?',
    keywords: 'lock unlock block guests',
    answer:
      'As the host, press Lock in the meeting controls. Guests who try to join a locked meeting are told it is locked and are disconnected.',
  },
  {
    question: 'How do I turn my camera on or off?',
    keywords: 'camera video webcam turn on off enable disable',
    answer:
      'Press the camera button in the meeting controls. Turning it on asks you to confirm that your video is shared with everyone in the meeting.',
  },
  {
    question: 'How do I mute or unmute my microphone?',
    keywords: 'mute unmute microphone mic audio sound',
    answer:
      'Press the microphone button in the meeting controls. When the host has muted everyone, you can speak again once the host allows microphones.',
  },
  {
    question: 'Why can nobody hear me?',
    keywords: 'hear sound audio problem microphone not working',
    answer:
      'Check that your microphone is unmuted and the right device is chosen in device settings, that the browser may use it, and that the host has started the meeting: before it starts, no one can hear you.',
  },
  {
    question: 'Why does the camera not work?',
    keywords: 'camera not working detect problem permission',
    answer:
      'Allow the browser to use the camera and microphone, close other apps that use the camera, and reload the page. If no camera is found you will see Unable to detect camera.',
  },
  {
    question: 'How do I share my screen?',
    keywords: 'share screen desktop window tab present',
    answer:
      'Press Share Screen and choose a screen, window or browser tab. Only one person shares at a time; press Stop Sharing to end it. Screen sharing works in desktop browsers.',
  },
  {
    question: 'How do I share a document or presentation?',
    keywords: 'share document presentation slides pdf powerpoint word file content',
    answer:
      'As the host or a presenter, press Share Content and upload a PDF, Word or PowerPoint file. Its pages show on the stage for everyone; turn pages and zoom with the viewer controls.',
  },
  {
    question: 'How do I share a video or YouTube link?',
    keywords: 'share video mp4 webm youtube play',
    answer:
      'Press Share Content and pick an mp4 or webm file, or paste a YouTube link. Play, pause and seek are followed by everyone in the meeting.',
  },
  {
    question: 'How do I use the whiteboard?',
    keywords: 'whiteboard draw board sketch annotate',
    answer:
      'The host opens the whiteboard from the meeting controls and can let others draw. Pick a pen, shape or text tool and draw; everyone sees it live. It can be downloaded as an image.',
  },
  {
    question: 'How do I give someone control of the whiteboard?',
    keywords: 'whiteboard control permission allow draw',
    answer:
      "In the participant list, open the person's menu and give Whiteboard control. Take it back the same way.",
  },
  {
    question: 'How do I record a meeting?',
    keywords: 'record recording capture save session',
    answer:
      'As the host, press Record in the meeting controls; press it again to stop. Ending the meeting also stops it. The recording is composed into one video and appears in Recordings.',
  },
  {
    question: 'Where can I find my recordings?',
    keywords: 'recordings find watch play download video saved',
    answer:
      'Open the chat or group of the meeting and choose Recordings. Hosts can play, rename, download or delete each recording there. The organizer is also mailed a link when it is ready.',
  },
  {
    question: 'How do I download a recording?',
    keywords: 'download recording save video file',
    answer: 'In Recordings, press Download beside the recording once it is ready.',
  },
  {
    question: 'How do I turn on captions?',
    keywords: 'captions subtitles transcript live text speech voice',
    answer:
      'The host switches captions on in the meeting controls. Spoken words then appear as live captions for everyone, and the transcript is kept after the meeting.',
  },
  {
    question: 'Where can I get the transcript of a meeting?',
    keywords: 'transcript captions text download vtt',
    answer:
      'Hosts find the transcript of a captioned meeting beside its recording and in the list of transcripts, as text or WebVTT.',
  },
  {
    question: 'How do I chat during a meeting?',
    keywords: 'chat message meeting text room',
    answer:
      'Open the chat panel in the meeting and type your message; press Enter to send. The host can turn private chat off.',
  },
  {
    question: 'How do I send a private message to one person?',
    keywords: 'private message direct one to one chat person',
    answer:
      'On the main chat screen pick the person in the chat list and type. In a meeting, choose the person in the chat panel if the host allows private chat.',
  },
  {
    question: 'How do I start a new chat?',
    keywords: 'new chat conversation start contact',
    answer: 'Press New Chat on the chat screen and pick a person or a group.',
  },
  {
    question: 'How do I send a file in chat?',
    keywords: 'send file attachment upload image document chat',
    answer:
      'In a chat, press the attachment button and choose the file. Everyone in the chat can open or download it.',
  },
  {
    question: 'How do I create a group?',
    keywords: 'group create class team members',
    answer:
      "Administrators create groups in Administration, under Groups: give it a name and add its members. The group then appears in each member's chat list.",
  },
  {
    question: 'How do I add members to a group?',
    keywords: 'group add remove members users',
    answer: 'In Administration, open Groups, edit the group and add or remove members.',
  },
  {
    question: 'How do I raise my hand?',
    keywords: 'raise hand question attention lower',
    answer:
      'Press Raise Hand in the meeting controls. The host sees it and can lower it; press it again to lower it yourself.',
  },
  {
    question: 'How do I make someone a presenter?',
    keywords: 'presenter promote allow speak present rights',
    answer:
      "As the host, open the person's menu in the participant list and give Presenter. A presenter can use microphone, camera and, if allowed, screen share.",
  },
  {
    question: 'How do I mute everyone?',
    keywords: 'mute all everyone participants silence',
    answer: 'As the host, use Mute All in the participant list; Allow Mic for All lets people speak again.',
  },
  {
    question: 'How do I remove someone from a meeting?',
    keywords: 'remove kick participant user',
    answer:
      "As the host, open the person's menu in the participant list and choose Remove. They are told they were removed and leave.",
  },
  {
    question: 'How do I hand over hosting to someone else?',
    keywords: 'transfer host hosting hand over co-host',
    answer:
      "As the host, open the person's menu and choose Transfer hosting. They become host for the meeting.",
  },
  {
    question: 'How do I make a one-to-one call?',
    keywords: 'call one to one video audio ring person',
    answer:
      'Open a chat with the person and press the call button. They hear a ring and can accept or reject; if they accept, a call opens for both.',
  },
  {
    question: 'How do I reset my password?',
    keywords: 'password forgot reset change login',
    answer:
      'Ask your administrator to set a new password in Administration, under Users. Then sign in with it.',
  },
  {
    question: 'How do I sign in?',
    keywords: 'sign in login log in account email',
    answer:
      'Type your email and password and press Sign In. If a verification PIN is asked for, type the six digits you received.',
  },
  {
    question: 'How do I log out?',
    keywords: 'log out sign out logout',
    answer: 'Open the menu under your avatar in the header and choose Log out.',
  },
  {
    question: 'How do I add a new user?',
    keywords: 'add user account create member administrator',
    answer:
      'Administrators add users in Administration, under Users: press Add, fill in the name, email and role, and save.',
  },
  {
    question: 'Which browsers are supported?',
    keywords: 'browser chrome firefox safari edge supported',
    answer:
      'Use a recent Chrome, Firefox, Edge or Safari on a computer. On Android use Chrome; on iPhone or iPad use Safari or Chrome.',
  },
  {
    question: 'How do I use the recommendation assistant?',
    keywords: 'assistant recorder bot question answer help',
    answer:
      'Open Recorder App from the menu under your avatar. Type a question and press Enter, or press the mic and ask out loud; answers come from the knowledge base.',
  },
];

/** Words people use for the same thing; stems of both sides are linked both ways. */
export const seedSynonyms: SynonymList = [
  { word: 'schedule', alike: 'plan book arrange organise organize set' },
  { word: 'meeting', alike: 'session call conference webinar class' },
  { word: 'join', alike: 'enter attend connect' },
  { word: 'share', alike: 'present show display' },
  { word: 'document', alike: 'file pdf slides presentation deck powerpoint' },
  { word: 'record', alike: 'capture tape save' },
  { word: 'captions', alike: 'subtitles transcription transcript' },
  { word: 'whiteboard', alike: 'board canvas draw' },
  { word: 'mute', alike: 'silence quiet' },
  { word: 'microphone', alike: 'mic audio voice sound' },
  { word: 'camera', alike: 'webcam video cam' },
  { word: 'remove', alike: 'kick expel eject' },
  { word: 'end', alike: 'finish terminate close stop' },
  { word: 'leave', alike: 'exit quit' },
  { word: 'invite', alike: 'add send' },
  { word: 'link', alike: 'url address' },
  { word: 'password', alike: 'passcode credentials' },
  { word: 'group', alike: 'team class' },
  { word: 'chat', alike: 'message text conversation' },
  { word: 'cancel', alike: 'delete remove' },
  { word: 'screen', alike: 'desktop display monitor' },
];
