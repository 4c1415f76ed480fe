ALTER TABLE "contract_figures" ADD COLUMN "last_payment_period" timestamp with time zone;--> statement-breakpoint
-- Sets the latest rent period of the given contracts (docs/domain.md "Kept figures"). The rows are
-- locked first, in id order: a transaction writing the same contract's rents at the same time
-- waits, and the latest period, read by the next statement, holds what it committed.
CREATE FUNCTION "keep_last_payment_period"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM contract_figures WHERE contract_id = ANY(changed) ORDER BY contract_id FOR UPDATE;
  UPDATE contract_figures f SET last_payment_period = m.last
  FROM (SELECT c.id, (SELECT max(r.payment_period_date) FROM rent r WHERE r.contract_id = c.id) AS last
    FROM unnest(changed) AS c(id)) m
  WHERE f.contract_id = m.id AND f.last_payment_period IS DISTINCT FROM m.last;
END;
$$;
--> statement-breakpoint
-- After rents are added or deleted (each statement once, however many rows), or a rent's period or
-- contract changes (that rent alone): the contracts whose latest period they may change. A
-- payment changes neither, and runs none of it.
CREATE FUNCTION "last_payment_period_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    ids := array(SELECT DISTINCT id FROM unnest(array[OLD.contract_id, NEW.contract_id]) AS id ORDER BY id);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT contract_id ORDER BY contract_id) INTO ids FROM new_rows;
  ELSE
    SELECT array_agg(DISTINCT contract_id ORDER BY contract_id) INTO ids FROM old_rows;
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM keep_last_payment_period(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "last_payment_period_inserted" AFTER INSERT ON "rent" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "last_payment_period_changed"();
--> statement-breakpoint
CREATE TRIGGER "last_payment_period_deleted" AFTER DELETE ON "rent" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "last_payment_period_changed"();
--> statement-breakpoint
CREATE TRIGGER "last_payment_period_updated" AFTER UPDATE OF payment_period_date, contract_id ON "rent"
FOR EACH ROW WHEN (OLD.payment_period_date IS DISTINCT FROM NEW.payment_period_date OR OLD.contract_id IS DISTINCT FROM NEW.contract_id)
EXECUTE FUNCTION "last_payment_period_changed"();
--> statement-breakpoint
UPDATE contract_figures f SET last_payment_period = (
  SELECT max(r.payment_period_date) FROM rent r WHERE r.contract_id = f.contract_id
);
