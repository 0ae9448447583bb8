-- A notice written or changed tells its owner's open streams (ADR 040): each statement that writes
-- notices sends one `pg_notify('rela_notices', user_id)` per user it wrote for. PostgreSQL delivers
-- it to every listening connection when the transaction commits, and never for one rolled back, so
-- whichever producer writes a notice, inside whichever transaction, the bell hears of it at commit.
CREATE FUNCTION "notices_signal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rela_notices', "user_id"::text) FROM (SELECT DISTINCT "user_id" FROM "changed") AS "users";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notices_signal_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notices_signal"();
--> statement-breakpoint
CREATE TRIGGER "notices_signal_update" AFTER UPDATE ON "notifications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notices_signal"();
