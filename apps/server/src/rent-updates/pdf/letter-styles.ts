import { StyleSheet } from '@react-pdf/renderer';

/** What a letter adds to the receipts' styles: the sender's and recipient's blocks, the date and subject. */
export const letterStyles = StyleSheet.create({
  sender: { marginBottom: 24 },
  recipient: { alignSelf: 'flex-end', width: 240, marginBottom: 24 },
  dateLine: { alignSelf: 'flex-end', marginBottom: 16 },
  subject: { fontWeight: 'bold', marginBottom: 16 },
  closing: { marginBottom: 32 },
});
