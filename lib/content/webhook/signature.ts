// Proof that a webhook delivery comes from Sanity: its signature header, its age and its HMAC.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'sanity-webhook-signature';

export const signatureToleranceMs = 5 * 60 * 1000;

/** Sanity's secret is shared text: shorter than this it could be guessed (lib/env.ts refuses it at start). */
export const webhookSecretMinLength = 32;

const SIGNATURE = /^t=(\d+)[, ]+v1=([^, ]+)$/;

/** The header's timestamp and digest, or null when it is missing or not of Sanity's form. */
export function readSignature(header: string | null): { timestamp: string; digest: string } | null {
  const match = header ? SIGNATURE.exec(header.trim()) : null;
  if (!match) return null;
  const [, timestamp, digest] = match as unknown as [string, string, string];
  return { timestamp, digest };
}

/** The signature covers the timestamp: an old delivery cannot be replayed with a new one. */
export const signatureExpired = (timestamp: string, now: number) =>
  Math.abs(now - Number(timestamp)) > signatureToleranceMs;

/** Sanity's signature (@sanity/webhook's scheme), compared in constant time: the library compares with `!==`. */
export function signatureMatches(body: string, timestamp: string, digest: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(digest, 'base64url');
  // A base64url digest that does not round-trip (padding, other characters) is not Sanity's.
  return given.length === expected.length && given.toString('base64url') === digest && timingSafeEqual(given, expected);
}
