import { StyleSheet } from '@react-pdf/renderer';
import { RECEIPT_FONT } from './fonts';

export const styles = StyleSheet.create({
  page: { fontFamily: RECEIPT_FONT, fontSize: 10, padding: 48, paddingBottom: 64, lineHeight: 1.4 },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    borderBottomWidth: 1,
    paddingBottom: 8,
    marginBottom: 16,
  },
  title: { fontSize: 20, fontWeight: 'bold' },
  number: { fontSize: 12, fontWeight: 'bold' },
  parties: { flexDirection: 'row', gap: 16, marginBottom: 16 },
  party: { flex: 1, borderWidth: 0.5, borderColor: '#999999', padding: 8 },
  heading: { fontSize: 11, fontWeight: 'bold', marginBottom: 4 },
  section: { marginBottom: 16 },
  field: { flexDirection: 'row', marginBottom: 2 },
  label: { width: 110, color: '#555555' },
  partyLabel: { width: 80 },
  value: { flex: 1 },
  amountLine: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  totalLine: { borderTopWidth: 1, marginTop: 2 },
  bold: { fontWeight: 'bold' },
  statement: { marginBottom: 32, textAlign: 'justify' },
  signature: { alignSelf: 'flex-end', width: 200, borderTopWidth: 0.5, paddingTop: 4, alignItems: 'center' },
  notice: { marginTop: 32, fontSize: 8, color: '#555555' },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 48,
    right: 48,
    fontSize: 8,
    color: '#777777',
    textAlign: 'center',
  },
});
