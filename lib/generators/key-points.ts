// Key points: one per line, blank lines ignored, list markers dropped, bounded.
import { cleanLines } from '@/lib/generators/clean-text';
import { scriptLimits } from '@/lib/generators/limits';

// '- ', '* ', '• ', '1. ', '2) ' at the start of a line: people paste lists.
const listMarker = /^(?:[-*•–—]+|\d{1,3}[.)])\s+/;

export function parseKeyPoints(text: unknown): string[] {
  return cleanLines(text, scriptLimits.keyPointLines * 4, scriptLimits.keyPoint)
    .map((line) => line.replace(listMarker, '').trim())
    .filter((line) => line.length > 0)
    .slice(0, scriptLimits.keyPointLines);
}
