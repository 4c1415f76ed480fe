import { z } from 'zod';

/** GET .../files/{fileId}: a short-lived signed link to the file, opened in a new window. */
export const fileUrl = z.object({ url: z.string() });
export type FileUrl = z.infer<typeof fileUrl>;
