// The download names of the two generators, made safe by lib/file-name.ts.
import { generalGeneratorPage, videoGeneratorPage } from '@/content/generators';
import { safeFileName } from '@/lib/file-name';

export function videoScriptFileName(topic: string): string {
  return safeFileName(videoGeneratorPage.fileName.prefix, topic.toLowerCase().replace(/\s+/g, '-'), 'txt');
}

export function generalScriptFileName(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-');
  return safeFileName(generalGeneratorPage.fileName.prefix, slug, 'txt');
}
