/** Characters a file system or a header line refuses in a file name. */
const UNSAFE = /[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu;

/** A name part made safe for a download: unsafe characters as spaces, white space collapsed. */
export const safeNamePart = (text: string) => text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();

/** Content-Disposition for a download under `fileName`, with an ASCII fallback name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const name = safeNamePart(fileName) || 'file';
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
