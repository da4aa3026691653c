/** SQL for the K-12 seat licences of one product (spec §7 "K-12 license data by productId"). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export interface LicensableProduct {
  productId: string;
  availableForLicense: boolean;
}

export async function findLicensableProduct(db: Kysely<DB>, productId: string): Promise<LicensableProduct | null> {
  const row = await db
    .selectFrom('product')
    .select(['product_id', 'k12_available_for_license'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row ? { productId: row.product_id, availableForLicense: row.k12_available_for_license } : null;
}

export interface SeatLicenceRow {
  licenseId: string;
  status: 'active' | 'expired' | 'pending';
  seats: number;
  startsOn: string;
  endsOn: string;
}

function isoDate(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export async function listSeatLicences(db: Kysely<DB>, productId: string, orgId: string): Promise<SeatLicenceRow[]> {
  const rows = await db
    .selectFrom('seat_license')
    .select(['license_id', 'status', 'seats', 'starts_on', 'ends_on'])
    .where('product_id', '=', productId)
    .where('org_id', '=', orgId)
    .orderBy('starts_on', 'desc')
    .orderBy('license_id')
    .execute();
  return rows.map((r) => ({
    licenseId: r.license_id,
    status: r.status,
    seats: r.seats,
    startsOn: isoDate(r.starts_on),
    endsOn: isoDate(r.ends_on),
  }));
}
