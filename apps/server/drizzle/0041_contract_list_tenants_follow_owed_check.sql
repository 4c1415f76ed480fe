-- The contract list checks its rows on `owed_valid_until` alone (docs/domain.md "Kept figures"): what it
-- reads of a kept row is what the contract owes, which the rents' writes keep exact, and its
-- tenants. A tenant linked, unlinked or renamed therefore clears `owed_valid_until` too
-- (mark_contract_terms), as a contract's write does; a payment leaves it, so the list reads on
-- without a refresh. As in 0033 otherwise.
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
  ELSIF TG_TABLE_NAME = 'contract_tenant' OR TG_TABLE_NAME = 'tenant' THEN
    IF TG_TABLE_NAME = 'tenant' THEN
      SELECT array_agg(DISTINCT ct.contract_id) INTO ids FROM contract_tenant ct
      WHERE ct.tenant_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
    ELSIF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT contract_id) INTO ids FROM new_rows;
    ELSE
      SELECT array_agg(DISTINCT contract_id) INTO ids FROM old_rows;
    END IF;
    -- The contract lists read the kept tenants with what the contract owes: their rows wait for a
    -- refresh as after a contract's write.
    IF ids IS NOT NULL THEN
      PERFORM mark_contract_terms(ids);
    END IF;
    RETURN NULL;
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
