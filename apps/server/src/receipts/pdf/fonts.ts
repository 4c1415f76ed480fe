import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { serverDir } from '../../server-dir';

/** DejaVu Sans, shipped in apps/server/assets/fonts and embedded in every receipt (ç ã € º print right). */
export const RECEIPT_FONT = 'DejaVu Sans';

const fonts = path.join(serverDir, 'assets/fonts');

Font.register({
  family: RECEIPT_FONT,
  fonts: [
    { src: path.join(fonts, 'DejaVuSans.ttf'), fontWeight: 'normal' },
    { src: path.join(fonts, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
  ],
});
// Words are never split: the default hyphenation is English and would cut Portuguese words.
Font.registerHyphenationCallback((word) => [word]);
