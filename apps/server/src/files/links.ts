import { errors, jwtVerify, SignJWT } from 'jose';

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
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ fileId, entityId }: FileLinkClaims): Promise<string> {
      return new SignJWT({ typ: FILE, ent: entityId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(fileId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    /** The claims of a valid link token, or null (expired, tampered, another type of token). */
    async verify(token: string): Promise<FileLinkClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'sub'],
        });
        const fileId = Number(payload.sub);
        const entityId = payload.ent;
        if (payload.typ !== FILE || !Number.isSafeInteger(fileId) || typeof entityId !== 'number')
          return null;
        return { fileId, entityId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
