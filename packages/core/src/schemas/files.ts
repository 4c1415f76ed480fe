import { z } from 'zod';

/** The largest upload, in bytes (spec section 5: "more than 10 MB (1e7 bytes)"). */
export const MAX_FILE_BYTES = 10_000_000;

/** GET .../files/{fileId}: a short-lived signed link to the file, opened in a new window. */
export const fileUrl = z.object({ url: z.string() });
export type FileUrl = z.infer<typeof fileUrl>;
