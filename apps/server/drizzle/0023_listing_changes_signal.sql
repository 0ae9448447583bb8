-- A listing's change written to the replica's log tells the alerts' fan-out (ADR 043, in place of
-- the sync's `onRunEnd`): each statement that appends to `replica_events` sends one
-- `pg_notify('rela_listing_changes', '')`, delivered to every listening connection when its
-- transaction commits (the sync's page, a listed-home check, a live fill) and never for one rolled
-- back. The fan-out, woken, reads the log from its cursor at once.
CREATE FUNCTION "listing_changes_signal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rela_listing_changes', '') WHERE EXISTS (SELECT 1 FROM "appended");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_changes_signal_insert" AFTER INSERT ON "replica_events"
  REFERENCING NEW TABLE AS "appended" FOR EACH STATEMENT EXECUTE FUNCTION "listing_changes_signal"();
