-- Issue 22: an exact, O(1) change signal for `fast_vectors`, for each process's in-memory matrix
-- (indexing/fast_index.py; SQLite: indexing_0002_fast_vectors_generation). The matrix used to compare
-- COUNT(*) and MAX(seq) on every search: a scan of the table (≈ 20 ms at 100,000 rows), and blind to an
-- upsert that replaces a vector in place. Now every statement that changes the table, cascaded deletes and
-- TRUNCATE included, replaces its transaction's token with a new random one; a reader compares the set of
-- tokens. Like keyword_totals (0009), each statement folds away every row no other transaction holds
-- (SKIP LOCKED), so concurrent writers never wait on one another and the table stays a few rows long; a
-- committed change always leaves a token never seen before, a rolled-back one leaves none.
CREATE TABLE fast_vectors_generation (
    token BYTEA NOT NULL
);
INSERT INTO fast_vectors_generation (token) VALUES (uuid_send(gen_random_uuid()));

CREATE FUNCTION knowdesk_fast_vectors_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM fast_vectors_generation
    WHERE token IN (SELECT token FROM fast_vectors_generation FOR UPDATE SKIP LOCKED);
    INSERT INTO fast_vectors_generation (token) VALUES (uuid_send(gen_random_uuid()));
    RETURN NULL;
END
$$;
CREATE TRIGGER fast_vectors_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fast_vectors
    FOR EACH STATEMENT EXECUTE FUNCTION knowdesk_fast_vectors_changed();
