-- As in 0036, but an update that moves only what contracts owe (every payment, through
-- keep_contract_debt) writes its differences straight into the start and end months of each
-- contract: one INSERT, not a row of every column built per month and sign and then summed
-- (docs/performance.md "The server under load"). Any other update takes the general path of 0036.
CREATE OR REPLACE FUNCTION "period_totals_contracts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas period_totals[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.contract_id = n.contract_id
      WHERE (n.entity_id, n.currency_id, n.start_month, n.end_month, n.total, n.net)
        IS DISTINCT FROM (o.entity_id, o.currency_id, o.start_month, o.end_month, o.total, o.net)
    ) THEN
      INSERT INTO period_totals (entity_id, currency_id, month, started_debt, ended_debt)
      SELECT n.entity_id, n.currency_id, m.month, sum(m.started), sum(m.ended)
      FROM new_rows n
      JOIN old_rows o ON o.contract_id = n.contract_id
      CROSS JOIN LATERAL (VALUES (n.start_month, n.owed - o.owed, 0::numeric),
        (n.end_month, 0::numeric, n.owed - o.owed)) AS m(month, started, ended)
      WHERE n.currency_id IS NOT NULL AND n.owed <> o.owed
        AND EXISTS (SELECT 1 FROM entity e WHERE e.id = n.entity_id)
      GROUP BY n.entity_id, n.currency_id, m.month
      HAVING sum(m.started) <> 0 OR sum(m.ended) <> 0;
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    deltas := deltas || ARRAY(SELECT d FROM new_rows n,
      period_contract_delta(1, n.entity_id, n.currency_id, n.start_month, n.end_month, n.total, n.net, n.owed) d
      WHERE n.currency_id IS NOT NULL);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    deltas := deltas || ARRAY(SELECT d FROM old_rows o,
      period_contract_delta(-1, o.entity_id, o.currency_id, o.start_month, o.end_month, o.total, o.net, o.owed) d
      WHERE o.currency_id IS NOT NULL);
  END IF;
  IF array_length(deltas, 1) > 0 THEN
    PERFORM add_period_totals(deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As in 0033, in PL/pgSQL rather than SQL so that its plan is kept for the session instead of made
-- again by every payment (a SQL function's statement is planned at each call).
CREATE OR REPLACE FUNCTION "keep_contract_debt"(changed integer[], owed_changes numeric[], due_dates timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
  FROM per WHERE f.contract_id = per.contract_id;
END $$;
