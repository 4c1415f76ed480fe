// Apart from the address schemas (zod), so that a page showing addresses does not load them.
import type { AddressView } from './schemas/addresses';

/** One line for lists and headers: "Rua Augusta 12, 2Esq, 1100-053 Lisboa". */
export function formatAddress(address: Omit<AddressView, 'id' | 'latitude' | 'longitude'>): string {
  const street = [address.street, address.number].join(' ');
  const place = [address.postalCode, address.city.name].filter(Boolean).join(' ');
  return [street, address.floor, address.mailBox, place].filter(Boolean).join(', ');
}
