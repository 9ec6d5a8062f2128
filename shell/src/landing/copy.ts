/** Marketing copy of the landing page (the specification leaves the wording to the product). */
export const landingCopy = {
  headline: 'Meet, chat and teach in one place',
  lead: 'Video meetings, team chat and interactive classrooms that run in the browser, with nothing to install.',
  trial: 'Start a 30-day free trial',
  demo: 'Ask for a demo and we will show you around within 24 hours.',
  demoTitle: 'Request a demo',
  signInTitle: 'Sign in to your workspace',
  features: [
    {
      id: 'meetings',
      title: 'Video meetings',
      text: 'Host group conferences, one-to-one calls and webinars, scheduled ahead or started on the spot.',
    },
    { id: 'chat', title: 'Chat', text: 'Talk one-to-one or in groups, share files and see who is online.' },
    {
      id: 'whiteboard',
      title: 'Whiteboard and screen share',
      text: 'Sketch ideas together, present documents and videos, or share your screen.',
    },
    { id: 'recording', title: 'Recording', text: 'Record meetings and find every recording again later.' },
    {
      id: 'lessons',
      title: 'Interactive lessons',
      text: 'Turn videos into lessons with quizzes that pause the video and check understanding.',
    },
    {
      id: 'proctoring',
      title: 'Proctored exams',
      text: 'Examiners watch candidates’ camera and screen while they sit an exam online.',
    },
  ],
} as const;
