// 'Working With Us Is Seamless': the three tools we collaborate in.
export type CollaborationTool = {
  kind: 'chat' | 'preview' | 'tasks';
  tool: string;
  title: string;
  text: string;
};

export const collaborationTools: CollaborationTool[] = [
  {
    kind: 'chat',
    tool: 'Slack',
    title: 'A shared channel, answers within hours',
    text: 'Your producer joins a shared channel. Questions, approvals and files live in one thread, not in inboxes.',
  },
  {
    kind: 'preview',
    tool: 'Frame.io',
    title: 'Comment on the frame, not in an email',
    text: 'Every cut arrives as a review link. Click the exact second you want changed and leave a note.',
  },
  {
    kind: 'tasks',
    tool: 'Notion',
    title: 'One board with every date on it',
    text: 'Script, storyboard, edit and delivery each have an owner and a due date you can see at any time.',
  },
];

/** Sample content drawn inside the tool previews (illustrative, not real messages). */
export const toolPreviews = {
  chat: [
    { from: 'Launchframe', text: 'Cut 2 is up — we tightened the intro to 6 seconds.' },
    { from: 'You', text: 'Love it. Ship it to the pricing page.' },
  ],
  preview: { timecode: '00:14', comment: 'Zoom in on the dashboard here' },
  tasks: [
    { label: 'Script approved', state: 'done' },
    { label: 'Edit v2', state: 'doing' },
    { label: 'Launch', state: 'todo' },
  ],
  taskStates: { done: 'Done', doing: 'In progress', todo: 'Up next' },
} as const;
