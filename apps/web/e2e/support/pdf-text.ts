import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';

/** A downloaded PDF's text, runs of spaces and lines folded to one space. */
export async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
