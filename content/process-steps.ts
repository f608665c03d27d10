// How It Works: four steps with their timeline and a proof point.
import { claims } from '@/content/site';

export type ProcessStepIcon = 'call' | 'script' | 'production' | 'launch';
export type ProcessStepColour = 'accent' | 'highlight' | 'success' | 'ink';

export type ProcessStep = {
  icon: ProcessStepIcon;
  title: string;
  description: string;
  timeline: string;
  proof: string;
  colour: ProcessStepColour;
};

export const processSteps: ProcessStep[] = [
  {
    icon: 'call',
    title: 'Discovery Call',
    timeline: 'Day 1',
    description: 'A 15-minute call about your product, your buyer and the one metric the video has to move.',
    proof: 'You leave with a written video plan',
    colour: 'accent',
  },
  {
    icon: 'script',
    title: 'Strategy & Script',
    timeline: 'Days 2-4',
    description: 'We write the script and storyboard around your buyer’s questions. You review in one shared doc.',
    proof: `${claims.scriptApproval} approved on the first draft`,
    colour: 'highlight',
  },
  {
    icon: 'production',
    title: 'Production & Edit',
    timeline: 'Days 5-12',
    description: 'Recording, motion design, voice-over and colour grading, with review links at every cut.',
    proof: `${claims.averageDeliveryHours} hrs average turnaround per revision`,
    colour: 'success',
  },
  {
    icon: 'launch',
    title: 'Launch & Optimize',
    timeline: 'Days 13-14',
    description: 'We deliver every format you need, help you place it, and track the metric with you.',
    proof: `${claims.guaranteeDays}-day performance guarantee starts`,
    colour: 'ink',
  },
];
