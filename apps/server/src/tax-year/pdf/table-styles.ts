import { StyleSheet } from '@react-pdf/renderer';

/** The tax documents' tables: a header row, rows with hairlines, amounts to the right. */
export const tableStyles = StyleSheet.create({
  table: { marginBottom: 12 },
  headRow: {
    flexDirection: 'row',
    borderBottomWidth: 0.75,
    paddingBottom: 2,
    fontWeight: 'bold',
    fontSize: 8,
  },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.25,
    borderColor: '#bbbbbb',
    paddingVertical: 2,
    fontSize: 8,
  },
  totalRow: { flexDirection: 'row', borderTopWidth: 0.75, paddingTop: 2, fontWeight: 'bold', fontSize: 8 },
  cell: { flex: 1, paddingRight: 4 },
  wide: { flex: 2, paddingRight: 4 },
  amount: { flex: 1, textAlign: 'right', paddingRight: 2 },
  subheading: { fontSize: 10, fontWeight: 'bold', marginTop: 8, marginBottom: 4 },
  note: { fontSize: 8, color: '#555555', marginBottom: 4 },
});
