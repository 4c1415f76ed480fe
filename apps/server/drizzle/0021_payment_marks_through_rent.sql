-- A payment inserted or deleted always writes its rent's paid amount (payment_paid_amount, 0004), and
-- that write marks the contract's overview row (0016): marking it again from the payment itself
-- only rewrote the same wide row a second time in every payment's transaction. A payment changed in
-- place (never by the app; a hand-made fix) still marks it itself.
DROP TRIGGER "contract_figures_inserted" ON "payment";
--> statement-breakpoint
DROP TRIGGER "contract_figures_deleted" ON "payment";
