// The lead entry (name, e-mail) parsed once with zod/mini; the dialog is told which field is empty or invalid.
import * as z from '@/lib/zod-mini';
import { cleanLine } from '@/lib/generators/clean-text';

export const leadLimits = { name: 100, email: 254 } as const;

const entrySchema = z.object({
  name: z.pipe(
    z.string(),
    z.transform((value: string) => cleanLine(value, leadLimits.name)),
  ),
  email: z.pipe(
    z.string(),
    z.transform((value: string) => cleanLine(value, leadLimits.email + 1)),
  ),
  // The honeypot: a field people never see.
  website: z._default(z.string(), ''),
});

export type LeadEntry = { name: string; email: string };

export type LeadEntryResult =
  | { ok: true; entry: LeadEntry; bot: boolean }
  | { ok: false; reason: 'missing'; field: 'name' | 'email' }
  | { ok: false; reason: 'invalid-email'; field: 'email' };

const emailSchema = z.email().check(z.maxLength(leadLimits.email));

export function parseLeadEntry(raw: { name: unknown; email: unknown; website?: unknown }): LeadEntryResult {
  const parsed = entrySchema.safeParse({
    name: typeof raw.name === 'string' ? raw.name : '',
    email: typeof raw.email === 'string' ? raw.email : '',
    website: typeof raw.website === 'string' ? raw.website : '',
  });
  const { name, email, website } = parsed.success ? parsed.data : { name: '', email: '', website: '' };
  if (!name) return { ok: false, reason: 'missing', field: 'name' };
  if (!email) return { ok: false, reason: 'missing', field: 'email' };
  if (!emailSchema.safeParse(email).success) return { ok: false, reason: 'invalid-email', field: 'email' };
  return { ok: true, entry: { name, email }, bot: website.trim() !== '' };
}
