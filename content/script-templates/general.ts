// The words of the general script template, assembled by lib/generators/general-script.ts. Lines in
// double quotes are spoken; lines in [brackets] are directions for the speaker.

import { lowerFirst } from '@/lib/generators/sentence';

export type GeneralTemplateContext = {
  title: string;
  /** ' for {audience}' when given, otherwise ''. */
  forAudience: string;
  audience: string;
  objective: string;
  /** The call to action as given, or the type's default. */
  callToAction: string;
};

export type GeneralStep = {
  title: string;
  /** Share of the total time (the shares of a type add up to 1). */
  share: number;
  /** What to say or do; `points` holds the key points assigned to this step. */
  body: (context: GeneralTemplateContext, points: readonly string[]) => string[];
};

export type ScriptTypeProfile = {
  hooks: readonly [
    (c: GeneralTemplateContext) => string,
    (c: GeneralTemplateContext) => string,
    (c: GeneralTemplateContext) => string,
  ];
  steps: readonly GeneralStep[];
  defaultCallToAction: string;
  /** Which step receives the key points (index into steps). */
  pointsStep: number;
};

export type GeneralVoice = { delivery: string; opener: string };

const talkingPoints = (points: readonly string[], fallback: string): string[] =>
  points.length > 0 ? points.map((point, index) => `  ${index + 1}) ${point}`) : [`  ${fallback}`];

export const scriptTypeProfiles: Record<string, ScriptTypeProfile> = {
  presentation: {
    hooks: [
      (c) =>
        `"Here's a number that surprised me about ${c.title}: [one striking figure]. In the next few minutes, I'll show you what it means${c.forAudience}."`,
      (c) =>
        `"Raise your hand if you've ever lost a week to ${c.title}. Keep it up if you're still not sure how to fix it. Let's change that today."`,
      (c) =>
        `"Six months ago, we thought we had ${c.title} figured out. We were wrong — and what we learned is what I want to share with you today."`,
    ],
    pointsStep: 2,
    defaultCallToAction: 'Pick one idea from today and try it with your team this week.',
    steps: [
      {
        title: 'Opening',
        share: 0.1,
        body: (c) => [
          `"Today is about ${c.title}. By the end, you'll know exactly what to do next."`,
          '[Pause. Let the hook land before you move on.]',
        ],
      },
      {
        title: 'The problem',
        share: 0.2,
        body: (c) => [
          `"Here's why this matters${c.forAudience} right now: [the cost of the status quo, in one number or one story]."`,
        ],
      },
      {
        title: 'Key points',
        share: 0.4,
        body: (c, points) => [
          `"Here is what makes the difference."`,
          ...talkingPoints(points, `[Your main argument about ${c.title}, with one example each.]`),
        ],
      },
      {
        title: 'Proof',
        share: 0.15,
        body: () => ['"Here is what happened when we tried it: [a result, a customer quote or a before/after]."'],
      },
      {
        title: 'Close and call to action',
        share: 0.15,
        body: (c) => [
          `"To wrap up — what we came here to do: ${lowerFirst(c.objective)}. Your next step: ${c.callToAction}"`,
        ],
      },
    ],
  },
  sales: {
    hooks: [
      (c) =>
        `"Quick question before we start: when it comes to ${c.title}, what is the one thing you'd fix tomorrow if you could?"`,
      (c) =>
        `"Most teams we talk to lose [hours/money] every week to the problem behind ${c.title}. I'd like to show you how to get that back."`,
      (c) =>
        `"Before I show you anything, one question: how are you handling ${c.title} today — and what does it cost you?"`,
    ],
    pointsStep: 3,
    defaultCallToAction: 'Book a 15-minute call and we will map out your first month together.',
    steps: [
      {
        title: 'Rapport and agenda',
        share: 0.1,
        body: (c) => [`"I'll keep this focused: your situation, how we approach ${c.title}, and whether it's a fit."`],
      },
      {
        title: 'The pain',
        share: 0.15,
        body: () => ['"Tell me where it hurts today." [Listen. Repeat their words back to them.]'],
      },
      {
        title: 'The cost of doing nothing',
        share: 0.15,
        body: () => ['"If nothing changes, what does the next quarter look like? [Put a number on it together.]"'],
      },
      {
        title: 'The solution',
        share: 0.3,
        body: (c, points) => [
          `"Here's how we solve it${c.forAudience}:"`,
          ...talkingPoints(points, '[Show the product doing the one job they care about most.]'),
        ],
      },
      {
        title: 'Proof and objections',
        share: 0.15,
        body: () => [
          '"[A customer like them] had the same doubt. Here is what changed for them: [result]." [Name the objection before they do.]',
        ],
      },
      {
        title: 'The offer and next step',
        share: 0.15,
        body: (c) => [`"Here's what I suggest: ${c.callToAction}"`, '[Stop talking. Wait for the answer.]'],
      },
    ],
  },
  educational: {
    hooks: [
      (c) => `"By the end of this session, you'll be able to explain ${c.title} to anyone — and use it yourself."`,
      (c) =>
        `"Most explanations of ${c.title} start in the wrong place. Today we start with the one idea everything else depends on."`,
      (c) =>
        `"Quick test before we begin: could you explain ${c.title} in one sentence? Hold on to your answer — we'll come back to it."`,
    ],
    pointsStep: 2,
    defaultCallToAction: 'Try the exercise on your own work before the next session.',
    steps: [
      {
        title: 'Learning objectives',
        share: 0.1,
        body: (c) => [`"Our goal for this session${c.forAudience}: ${lowerFirst(c.objective)}."`],
      },
      {
        title: 'Why it matters',
        share: 0.1,
        body: () => [
          `"Once you see this, you'll notice it everywhere. Here's where you'll meet it first: [an everyday example]."`,
        ],
      },
      {
        title: 'The core concept',
        share: 0.3,
        body: (c, points) => [
          '"Let\'s build it up one piece at a time."',
          ...talkingPoints(points, `[Define ${c.title} in plain words, then add one layer of detail at a time.]`),
        ],
      },
      {
        title: 'Worked example',
        share: 0.25,
        body: () => ['"Now let\'s do one together, start to finish." [Think aloud at every step.]'],
      },
      {
        title: 'Check your understanding',
        share: 0.15,
        body: () => ['"Your turn: [a short question or exercise]. Take one minute."'],
      },
      {
        title: 'Recap and next step',
        share: 0.1,
        body: (c) => [`"Remember the one-sentence test? Try it again now. Then: ${c.callToAction}"`],
      },
    ],
  },
  webinar: {
    hooks: [
      (c) => `"Welcome! Today is all about ${c.title} — and you'll see it done live, not just on slides."`,
      (c) =>
        `"Before we start, drop in the chat: what's your biggest challenge with ${c.title}? I'll answer as many as I can at the end."`,
      (c) =>
        `"We've run this playbook on ${c.title} with dozens of teams. Today you get the whole thing, nothing held back."`,
    ],
    pointsStep: 2,
    defaultCallToAction: 'Reply to the follow-up email with your question and we will send you the slides.',
    steps: [
      {
        title: 'Welcome and housekeeping',
        share: 0.1,
        body: () => ['"The recording comes by email after the session; questions go in the Q&A box."'],
      },
      {
        title: 'Agenda and why it matters',
        share: 0.1,
        body: (c) => [`"Here's the plan for today${c.forAudience}, and why ${c.title} is worth your hour."`],
      },
      {
        title: 'Teaching content',
        share: 0.4,
        body: (c, points) => [
          '"Let\'s get into it."',
          ...talkingPoints(points, `[The three to five ideas about ${c.title} your audience came for.]`),
        ],
      },
      {
        title: 'Live demo or case study',
        share: 0.2,
        body: () => ['"Let me show you this for real." [Share your screen; narrate what you do and why.]'],
      },
      {
        title: 'Q&A and call to action',
        share: 0.2,
        body: (c) => [`"Let's take your questions." [Answer three or four.] "Before you go: ${c.callToAction}"`],
      },
    ],
  },
};

export const defaultScriptType = 'presentation';

export const generalVoices: Record<string, GeneralVoice> = {
  professional: {
    delivery: 'Clear and composed. Short sentences, steady pace, pauses after key numbers.',
    opener: 'Good morning, everyone.',
  },
  casual: {
    delivery: 'Relaxed and friendly, like talking to a colleague. Contractions and real examples.',
    opener: 'Hey everyone, thanks for being here.',
  },
  authoritative: {
    delivery: 'Firm and certain. Lead with conclusions, back them with evidence, no hedging.',
    opener: 'Let me get straight to the point.',
  },
  conversational: {
    delivery: 'Warm and interactive. Ask questions, wait for answers, use names.',
    opener: "Hi everyone — so glad you're here.",
  },
  inspiring: {
    delivery: 'Big picture first, then the path there. Vary your pace; let the key lines breathe.',
    opener: 'Imagine where you could be a year from now.',
  },
};

export const defaultGeneralVoice: GeneralVoice = {
  delivery: 'Professional and engaging: confident, warm and clear, with a few questions to keep the room with you.',
  opener: 'Hello everyone, and thank you for being here.',
};

export const generalScriptLabels = {
  type: 'Script type',
  duration: 'Duration',
  audience: 'Audience',
  tone: 'Tone',
  objective: 'Objective',
  delivery: 'Delivery',
  hook: 'OPENING HOOK',
  structure: 'STRUCTURE',
  step: (index: number, title: string, time: string) => `STEP ${index}: ${title} (${time})`,
  callToAction: 'CALL TO ACTION',
  finalSlide: (callToAction: string) => `[Final slide, on screen until the end: ${callToAction}]`,
} as const;
