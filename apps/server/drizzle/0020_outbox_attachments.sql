-- A confirmed tour's e-mail carries its .ics (ADR 034's amendment of 2026-11-29): files sent
-- with an e-mail are kept in the outbox row with the message they belong to.
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
