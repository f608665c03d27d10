// The generator fields' maxLength and the engines' bounds: a pasted novel cannot make a script megabytes long.
export const scriptLimits = {
  topic: 150,
  title: 150,
  audience: 120,
  objective: 200,
  callToAction: 200,
  keyPoint: 200,
  keyPointLines: 12,
  keyPoints: 2400, // the whole textarea
} as const;
