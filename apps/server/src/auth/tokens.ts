import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** A single-use token for activation or reset links: 256 random bits, stored only as a hash. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const LINK_TOKEN_TTL_MS = { ACTIVATION: 48 * 3600_000, RESET: 3600_000 } as const;
export type LinkTokenType = keyof typeof LINK_TOKEN_TTL_MS;

const ALGORITHM = 'HS256';
const ACCESS = 'access';

export interface AccessClaims {
  userId: number;
  tokenVersion: number;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid access token, or null for anything else (expired, tampered, other type). */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // Imported once: given the raw bytes, jose would import the key again on every call.
  const imported = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign({ userId, tokenVersion }) {
      const key = await imported;
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({ typ: ACCESS, ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      const key = await imported;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'sub'],
        });
        const userId = Number(payload.sub);
        if (payload.typ !== ACCESS || !Number.isInteger(userId) || typeof payload.ver !== 'number')
          return null;
        return { userId, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
