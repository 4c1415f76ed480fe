import { createSigner, createVerifier, TokenError } from 'fast-jwt';

const ALGORITHM = 'HS256';
const FILE = 'file';

export interface FileLinkClaims {
  fileId: number;
  entityId: number;
}

/**
 * Short-lived signed links to one file (docs/domain.md "Files"): a token of its own type, so that
 * neither an access token nor a link of another file opens it, and any instance with the same
 * secret serves it.
 */
export function createFileLinks(secret: string, ttlSeconds: number) {
  const signer = createSigner({ key: secret, algorithm: ALGORITHM });
  const verifier = createVerifier({ key: secret, algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
  return {
    async sign({ fileId, entityId }: FileLinkClaims): Promise<string> {
      return signer({
        typ: FILE,
        ent: entityId,
        sub: String(fileId),
        exp: Math.floor(Date.now() / 1000) + ttlSeconds,
      });
    },
    /** The claims of a valid link token, or null (expired, tampered, another type of token). */
    async verify(token: string): Promise<FileLinkClaims | null> {
      try {
        const payload: Record<string, unknown> = verifier(token);
        const fileId = Number(payload.sub);
        const entityId = payload.ent;
        if (payload.typ !== FILE || !Number.isSafeInteger(fileId) || typeof entityId !== 'number')
          return null;
        return { fileId, entityId };
      } catch (error) {
        if (error instanceof TokenError) return null;
        throw error;
      }
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
