-- A rent's retained share (docs/domain.md "Entity overview and finance summary") in whole cents
-- with integer rounding half up, exactly as the server counts it: numerator and denominator are
-- the cents doubled (2 x retained x paid + net over 2 x net), written in euros as
-- (20000 x retained x paid + 100 x net) div (200 x net). The numeric division it replaces rounds
-- its quotient to as few as 8 decimals at amounts of billions, where a quotient a hair below a half
-- cent became a half cent and rounded up one cent too many.
CREATE OR REPLACE FUNCTION "retained_share"(amount numeric, retained numeric, paid numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN amount - coalesce(retained, 0) <= 0 THEN coalesce(retained, 0)
    ELSE least(coalesce(retained, 0), div(20000 * coalesce(retained, 0) * paid + 100 * (amount - coalesce(retained, 0)),
      200 * (amount - coalesce(retained, 0))) * 0.01) END
$$;
--> statement-breakpoint
-- The kept period totals counted each rent's share with the old division: a rent where the two
-- differ adds the difference to its month, as a row of differences like any write's.
INSERT INTO "period_totals" ("entity_id", "currency_id", "month", "retained")
SELECT entity_id, currency_id, month, sum(exact - old)
FROM (
  SELECT entity_id, currency_id, utc_month(payment_period_date) AS month,
    retained_share(amount, retained_amount, paid_amount) AS exact,
    CASE WHEN amount - coalesce(retained_amount, 0) <= 0 THEN coalesce(retained_amount, 0)
      ELSE least(coalesce(retained_amount, 0),
        round(coalesce(retained_amount, 0) * paid_amount / (amount - coalesce(retained_amount, 0)), 2)) END AS old
  FROM rent WHERE NOT outside_contract
) r
WHERE exact <> old
GROUP BY entity_id, currency_id, month;
