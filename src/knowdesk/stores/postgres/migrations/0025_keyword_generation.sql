-- Issue 22: a change signal for the keyword index, for each process's per-word BM25 lists kept in memory
-- (stores/postgres/keyword_cache.py; SQLite: core_0008, written by the store). Every statement that inserts or
-- deletes fragments (cascaded deletes and TRUNCATE included) or rewrites their tsvectors replaces its transaction's
-- token with a new random one; a search reads the set of tokens in the snapshot it ranks in. As for
-- fast_vectors_generation (0024), each statement folds away every row no other transaction holds (SKIP LOCKED), so
-- concurrent writers never wait on one another; a committed change always leaves a token never seen before, a
-- rolled-back one leaves none. Updates of other columns (a refiner marking vectors) leave the lists valid.
CREATE TABLE keyword_generation (
    token BYTEA NOT NULL
);
INSERT INTO keyword_generation (token) VALUES (uuid_send(gen_random_uuid()));

CREATE FUNCTION knowdesk_keyword_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM keyword_generation
    WHERE token IN (SELECT token FROM keyword_generation FOR UPDATE SKIP LOCKED);
    INSERT INTO keyword_generation (token) VALUES (uuid_send(gen_random_uuid()));
    RETURN NULL;
END
$$;
CREATE TRIGGER fragments_keyword_changed AFTER INSERT OR DELETE OR UPDATE OF tsv, ntokens OR TRUNCATE ON fragments
    FOR EACH STATEMENT EXECUTE FUNCTION knowdesk_keyword_changed();
