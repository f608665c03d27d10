// Key points: one per line, blank lines ignored, pasted list markers ('- ', '• ', '1. ') dropped, bounded.
import { cleanLines } from '@/lib/generators/clean-text';
import { scriptLimits } from '@/lib/generators/limits';

const listMarker = /^(?:[-*•–—]+|\d{1,3}[.)])\s+/;

export function parseKeyPoints(text: unknown): string[] {
  return cleanLines(text, scriptLimits.keyPointLines * 4, scriptLimits.keyPoint)
    .map((line) => line.replace(listMarker, '').trim())
    .filter((line) => line.length > 0)
    .slice(0, scriptLimits.keyPointLines);
}
