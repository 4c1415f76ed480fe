import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

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

/**
 * Access tokens signed and checked with HMAC-SHA256 in this thread (fast-jwt on Node's crypto):
 * WebCrypto's asynchronous HMAC hands each check to the thread pool, a cost every request paid
 * (docs/performance.md "The server under load").
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: ALGORITHM });
  const verifier = createVerifier({ key: secret, algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
  return {
    async sign({ userId, tokenVersion }) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = signer({
        typ: ACCESS,
        ver: tokenVersion,
        sub: String(userId),
        exp: Math.floor(expiresAt.getTime() / 1000),
      });
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const payload: Record<string, unknown> = verifier(token);
        const userId = Number(payload.sub);
        if (payload.typ !== ACCESS || !Number.isInteger(userId) || typeof payload.ver !== 'number')
          return null;
        return { userId, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof TokenError) return null;
        throw error;
      }
    },
  };
}
