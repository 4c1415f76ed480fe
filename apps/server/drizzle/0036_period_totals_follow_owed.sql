-- The period totals count each contract's debt as what it owes now (`owed`, kept exact by the rents'
-- writes, 0033) rather than as its row was last refreshed: a payment moves the footer's debt in its
-- own transaction (a row of differences, appended: payments do not queue on it), and the footer
-- waits only for the rows a contract's write or the clock left out of date (docs/domain.md "Kept
-- figures"). As in 0026 otherwise.
CREATE OR REPLACE FUNCTION "period_totals_contracts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas period_totals[] := '{}';
BEGIN
  -- Marking rows out of date changes none of what is totalled: nothing to add.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.contract_id = n.contract_id
      WHERE (n.currency_id, n.start_month, n.end_month, n.total, n.net, n.owed)
        IS DISTINCT FROM (o.currency_id, o.start_month, o.end_month, o.total, o.net, o.owed)
    ) THEN
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
-- The totals kept so far counted `debt`: each row owing other than its debt moves them by the
-- difference (the contract counted once more with `owed` and once less with `debt`).
SELECT add_period_totals(ARRAY(
  SELECT d FROM contract_figures f,
    period_contract_delta(1, f.entity_id, f.currency_id, f.start_month, f.end_month, f.total, f.net, f.owed) d
  WHERE f.currency_id IS NOT NULL AND f.owed <> f.debt
  UNION ALL
  SELECT d FROM contract_figures f,
    period_contract_delta(-1, f.entity_id, f.currency_id, f.start_month, f.end_month, f.total, f.net, f.debt) d
  WHERE f.currency_id IS NOT NULL AND f.owed <> f.debt
));
