ALTER TABLE "contract_figures" ADD COLUMN "owed" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_figures" ADD COLUMN "owed_valid_until" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_figures_entity_owed_valid_idx" ON "contract_figures" USING btree ("entity_id","owed_valid_until");--> statement-breakpoint
CREATE INDEX "contract_figures_entity_owed_idx" ON "contract_figures" USING btree ("entity_id","owed","contract_id");
--> statement-breakpoint
-- Rows computed before these columns: what they owe is their debt, as exact as their whole row.
UPDATE "contract_figures" SET "owed" = "debt", "owed_valid_until" = "valid_until";
--> statement-breakpoint
-- Marks the contracts of some rents' changes and keeps what they owe exact (docs/domain.md "Kept
-- figures"): each change adds what is owed on a rent due before today, days in Portugal (`owed`:
-- less for a rent's old row); a rent owed and not yet overdue brings the instant `owed` stays exact
-- until back to the midnight after its due day, when the clock makes it overdue. The row's `debt`,
-- which the totals follow, waits for its refresh: payments landing together do not queue on them.
CREATE FUNCTION "keep_contract_debt"(changed integer[], owed_changes numeric[], due_dates timestamptz[]) RETURNS void LANGUAGE sql AS $$
  WITH today AS (SELECT ((now() AT TIME ZONE 'Europe/Lisbon')::date::timestamp AT TIME ZONE 'UTC') AS starts),
  per AS (
    SELECT c.contract_id,
      coalesce(sum(c.owed) FILTER (WHERE c.due < today.starts), 0) AS delta,
      min((((c.due AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'Europe/Lisbon'))
        FILTER (WHERE c.owed > 0 AND c.due >= today.starts) AS next_overdue
    FROM unnest(changed, owed_changes, due_dates) AS c(contract_id, owed, due), today
    GROUP BY c.contract_id
  )
  UPDATE contract_figures f SET valid_until = '-infinity', revision = f.revision + 1,
    owed = f.owed + per.delta, owed_valid_until = least(f.owed_valid_until, per.next_overdue)
  FROM per WHERE f.contract_id = per.contract_id
$$;
--> statement-breakpoint
-- A contract's write changes what its kept rows hold of the contract itself (its months, currency
-- and amounts, which the period totals follow once a row is refreshed): it marks the rows and also
-- clears the instant until which their `owed` holds, so that the reads which skip the entity-wide
-- refresh on `owed_valid_until` (the contracts in debt, the period summary's page) still wait for
-- their refresh.
CREATE FUNCTION "mark_contract_terms"(changed integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE contract_figures SET valid_until = '-infinity', owed_valid_until = '-infinity', revision = revision + 1
  WHERE contract_id = ANY(changed)
$$;
--> statement-breakpoint
-- As in 0016, but a contract's write marks its rows with mark_contract_terms, and a rent's write
-- also keeps what its contract owes exact (keep_contract_debt).
CREATE OR REPLACE FUNCTION "contract_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  owed numeric[];
  dues timestamptz[];
  old_ids integer[];
  old_owed numeric[];
  old_dues timestamptz[];
BEGIN
  IF TG_TABLE_NAME = 'contract' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO contract_figures (contract_id, entity_id) SELECT id, entity_id FROM new_rows
      ON CONFLICT (contract_id) DO NOTHING;
      SELECT array_agg(c.id) INTO ids FROM contract c WHERE c.property_id IN (SELECT property_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(c.id) INTO ids FROM contract c WHERE c.property_id IN (SELECT property_id FROM old_rows);
    ELSE
      SELECT array_agg(c.id) INTO ids FROM contract c
      WHERE c.property_id IN (SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows);
    END IF;
    IF ids IS NOT NULL THEN
      PERFORM mark_contract_terms(ids);
    END IF;
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'rent' THEN
    IF TG_OP <> 'DELETE' THEN
      SELECT array_agg(contract_id), array_agg(amount_to_pay), array_agg(payment_due_date)
      INTO ids, owed, dues FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      SELECT array_agg(contract_id), array_agg(-amount_to_pay), array_agg(payment_due_date)
      INTO old_ids, old_owed, old_dues FROM old_rows;
      ids := ids || old_ids;
      owed := owed || old_owed;
      dues := dues || old_dues;
    END IF;
    IF ids IS NOT NULL THEN
      PERFORM keep_contract_debt(ids, owed, dues);
    END IF;
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'payment' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT r.contract_id) INTO ids FROM rent r WHERE r.id IN (SELECT rent_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT r.contract_id) INTO ids FROM rent r WHERE r.id IN (SELECT rent_id FROM old_rows);
    ELSE
      SELECT array_agg(DISTINCT r.contract_id) INTO ids FROM rent r
      WHERE r.id IN (SELECT rent_id FROM new_rows UNION SELECT rent_id FROM old_rows);
    END IF;
  ELSIF TG_TABLE_NAME = 'contract_tenant' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT contract_id) INTO ids FROM new_rows;
    ELSE
      SELECT array_agg(DISTINCT contract_id) INTO ids FROM old_rows;
    END IF;
  ELSIF TG_TABLE_NAME = 'tenant' THEN
    SELECT array_agg(DISTINCT ct.contract_id) INTO ids FROM contract_tenant ct
    WHERE ct.tenant_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  ELSIF TG_TABLE_NAME = 'property' THEN
    SELECT array_agg(c.id) INTO ids FROM contract c
    WHERE c.property_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.property_type_id, n.address_id) IS DISTINCT FROM (o.name, o.property_type_id, o.address_id)
    );
  ELSIF TG_TABLE_NAME = 'address' THEN
    SELECT array_agg(c.id) INTO ids FROM contract c
    JOIN property p ON p.id = c.property_id
    WHERE p.address_id IN (SELECT id FROM new_rows);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM mark_contract_figures(ids);
  END IF;
  RETURN NULL;
END;
$$;
