// The words of the YouTube script template, assembled by lib/generators/video-script.ts. Lines in double
// quotes are spoken; lines in [brackets] are directions for the recording.

export type VideoVoice = {
  /** How the presenter should sound, shown once at the top. */
  delivery: string;
  greeting: string;
  /** Opens each main section; indexed by section. */
  bridges: readonly [string, string, string, string];
  signOff: string;
};

export type VideoTemplateContext = {
  topic: string;
  /** ' for {audience}' when an audience was given, otherwise ''. */
  forAudience: string;
  /** The audience as written, or the default label. */
  audience: string;
  minutes: number;
  typeNoun: string;
};

export type VideoTypeProfile = {
  /** 'walkthrough', 'review', …: what the presenter calls this video. */
  noun: string;
  promise: (topic: string) => string;
  /** Section titles used when fewer than four key points were given. */
  sections: () => readonly [string, string, string, string];
  /** Replaces the voice's section openers where the type has its own (a countdown). */
  bridges?: readonly [string, string, string, string];
  direction: (section: string) => string;
  cta: (context: VideoTemplateContext) => string;
};

export const videoHooks: readonly ((context: VideoTemplateContext) => string)[] = [
  (c) =>
    `"What's the one thing about ${c.topic} that actually moves the needle? Most people never ask — and it quietly costs them. In the next ${c.minutes} minutes, I'll show you the answer."`,
  (c) =>
    `"If you've been struggling with ${c.topic}, it's probably not your effort. It's one small mistake almost everyone makes — and you can fix it today."`,
  (c) =>
    `"When it comes to ${c.topic}, I've made every mistake there is. One of them cost us weeks. What I learned fixing it is the whole point of this ${c.typeNoun}."`,
  (c) =>
    `"By the end of this ${c.typeNoun}, you'll have a clear, step-by-step plan for ${c.topic} — one you can put to work the same day."`,
];

export const videoHookDirection = '[Open close to the lens. No logo, no intro music: the first words are the hook.]';

const professional: VideoVoice = {
  delivery: 'Calm and confident. Steady pace, short sentences, eye contact with the lens.',
  greeting: "Hi, I'm [your name], founder of [your company].",
  bridges: ['Let’s start with the foundation:', 'Next:', 'Now the part most people skip:', 'Finally:'],
  signOff: '"Thanks for watching. I’ll see you in the next one."',
};

export const videoVoices: Record<string, VideoVoice> = {
  professional,
  casual: {
    delivery: 'Relaxed, like explaining it to a friend over coffee. Contractions, a smile, no script-reading voice.',
    greeting: "Hey, I'm [your name] — I run [your company].",
    bridges: [
      'Okay, first things first:',
      'Alright, next up:',
      'Here’s where it gets interesting:',
      'And the last one:',
    ],
    signOff: '"That’s it from me — catch you in the next one."',
  },
  energetic: {
    delivery: 'High energy, quick cuts, big gestures. Lean into the lens on every key line.',
    greeting: "What's up, everyone — [your name] here from [your company]!",
    bridges: ['Let’s go — number one:', 'Boom, next:', 'Now this one is a game-changer:', 'And to finish strong:'],
    signOff: '"Go put this to work — and I’ll see you in the next video!"',
  },
  educational: {
    delivery: 'Clear and patient, like a good teacher. Pause after each key idea; show, then tell.',
    greeting: "Hello, I'm [your name]. At [your company] we teach this every week.",
    bridges: ['Lesson one:', 'Lesson two:', 'Lesson three:', 'Lesson four:'],
    signOff: '"Keep practising, and I’ll see you in the next lesson."',
  },
  conversational: {
    delivery: 'Warm and unhurried, as if answering a viewer’s question. Ask questions and let them land.',
    greeting: "Hi, I'm [your name]. I get asked about this all the time at [your company], so let's talk about it.",
    bridges: [
      'So where do you start?',
      'Then there’s this:',
      'Here’s something I wish someone had told me:',
      'And one more thing:',
    ],
    signOff: '"Thanks for hanging out — talk soon."',
  },
};

/** The voice for an empty or unknown tone ('Professional and engaging'). */
export const defaultVideoVoice: VideoVoice = {
  ...professional,
  delivery: 'Professional and engaging: confident, warm, a steady pace, and a smile on the key lines.',
};

const ctaSubscribe = (c: VideoTemplateContext, ask: string) =>
  `"${ask} If this helped, subscribe — there's a new video every week${c.forAudience}. And tell me in the comments: what's your biggest question about ${c.topic}?"`;

export const videoTypeProfiles: Record<string, VideoTypeProfile> = {
  tutorial: {
    noun: 'walkthrough',
    promise: (t) => `This is ${t}, step by step and on screen, so you can follow along and get the same result.`,
    sections: () => [
      'What you need before you start',
      'The setup, step by step',
      'The step most people get wrong',
      'Checking that it works',
    ],
    direction: (s) =>
      `[Screen recording: show "${s}" click by click. Zoom in on every field you type into, and show what success looks like.]`,
    cta: (c) =>
      ctaSubscribe(
        c,
        `Try it yourself right after this ${c.typeNoun} — pause, follow along, and send me a screenshot of your result.`,
      ),
  },
  educational: {
    noun: 'explainer',
    promise: (t) => `I'll explain ${t} in plain words, with real examples, so it finally clicks.`,
    sections: () => [
      'The idea in one sentence',
      'Why it matters more than it looks',
      'A real example, start to finish',
      'How to apply it this week',
    ],
    direction: (s) =>
      `[Explain "${s}" in one sentence first, then give one concrete example. Add a simple on-screen diagram or text callout.]`,
    cta: (c) => ctaSubscribe(c, 'Grab the one idea that surprised you most and try it this week.'),
  },
  review: {
    noun: 'review',
    promise: (t) =>
      `I've put ${t} through real work, and you'll get my honest verdict — what's great, what isn't, and who it's for.`,
    sections: () => [
      'First impressions and setup',
      'Where it shines',
      'Where it falls short',
      'The verdict: who should use it',
    ],
    direction: (s) =>
      `[For "${s}": state your verdict first, then show the evidence on screen. Be specific: numbers, screenshots, real use.]`,
    cta: (c) => ctaSubscribe(c, `Have you tried ${c.topic}? Tell me if you agree with my verdict.`),
  },
  entertainment: {
    noun: 'video',
    promise: (t) => `This one is all about ${t} — and I promise you won't see the ending coming.`,
    sections: () => ['The setup', 'Where it gets interesting', 'The twist', 'The payoff'],
    direction: (s) => `[Play "${s}" for pace: a reaction shot, a quick cut, a beat of silence before the punchline.]`,
    cta: (c) => ctaSubscribe(c, 'If this made you smile, send it to the one person who needs to see it.'),
  },
  vlog: {
    noun: 'vlog',
    promise: (t) => `Come along with me today: it's all about ${t}, the real version, behind the scenes.`,
    sections: () => [
      'Where the day starts',
      'Behind the scenes',
      'What went wrong (and what we did)',
      'What I learned today',
    ],
    direction: (s) =>
      `[Film "${s}" handheld, in the moment. Talk to the camera as things happen; keep the best honest reaction.]`,
    cta: (c) => ctaSubscribe(c, 'Want more days like this? Let me know what you want to see behind the scenes next.'),
  },
  interview: {
    noun: 'conversation',
    promise: (t) => `I sat down with [guest name, role] to talk about ${t} — and they didn't hold back.`,
    sections: () => [
      'How our guest got here',
      'Their honest take',
      'The mistake they see most often',
      'Their one piece of advice',
    ],
    direction: (s) =>
      `[Ask about "${s}" with an open question, then stay quiet and let the guest talk. Cut to their best 60 seconds.]`,
    cta: (c) => ctaSubscribe(c, `Which answer about ${c.topic} hit home for you? Our guest will read the comments.`),
  },
  listicle: {
    noun: 'countdown',
    promise: (t) =>
      `I'm counting down the things about ${t} that make the biggest difference — and number one surprised even me.`,
    bridges: ['Coming in at number four:', 'Number three:', 'Number two:', 'And number one:'],
    sections: () => [
      'The quick win',
      'The one everyone underrates',
      'The habit behind the best results',
      'The biggest lever of all',
    ],
    direction: (s) => `[Give "${s}" a big on-screen number card. One example per item, then move on fast.]`,
    cta: (c) => ctaSubscribe(c, `Did I miss something about ${c.topic}? Tell me what your number one would be.`),
  },
};

export const defaultVideoTypeProfile: VideoTypeProfile = videoTypeProfiles.educational!;

export const videoScriptLabels = {
  heading: 'YOUTUBE SCRIPT',
  format: 'Format',
  length: 'Length',
  audience: 'Audience',
  tone: 'Tone',
  delivery: 'Delivery',
  hook: 'HOOK (0-15 seconds)',
  introduction: 'INTRODUCTION (15-30 seconds)',
  mainContent: 'MAIN CONTENT',
  section: (index: number, title: string, from: string, to: string) => `Section ${index}: ${title} (${from}-${to})`,
  alsoCover: 'Also cover',
  callToAction: 'CALL TO ACTION',
  outro: 'OUTRO',
  preview: "We'll go through it in four parts, so you can jump straight to what you need.",
  chapters: (titles: readonly string[]) =>
    `[On screen: the four chapters — ${titles.map((title, index) => `${index + 1}. ${title}`).join('  ')}]`,
  outroDirection: '[End screen for 20 seconds: your most relevant video and the subscribe button.]',
} as const;
