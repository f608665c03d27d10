// Length limits of the generator fields: the inputs' maxLength and the engines' own bounds,
// so a pasted novel cannot turn one script into megabytes of text.
export const scriptLimits = {
  topic: 150,
  title: 150,
  audience: 120,
  objective: 200,
  callToAction: 200,
  keyPoint: 200,
  keyPointLines: 12,
  /** The whole key-points textarea. */
  keyPoints: 2400,
} as const;
