import type { FileUrl } from '@arrenda/core';
import { api } from '@/lib/api-client';

/** A short-lived signed link to one of the owner's files (GET `${base}/files/{fileId}`). */
export const getFileUrl = (base: string, fileId: number) => api<FileUrl>(`${base}/files/${fileId}`);
