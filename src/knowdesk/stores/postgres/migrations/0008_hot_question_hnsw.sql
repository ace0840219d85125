-- HNSW (cosine) over hot-question vectors, so a large table is matched without scanning every row.
-- The column holds every embedding model's vectors and their dimensions differ, so each model gets a
-- partial index on `embedding::vector(dim)`. This function makes one; it runs here for the models
-- already stored and from `PgHotQuestions` before a model's first vector is written.
CREATE FUNCTION knowdesk_hot_vector_index(p_model TEXT, p_dim INTEGER) RETURNS TEXT
LANGUAGE plpgsql AS $$
DECLARE
    idx TEXT := 'hot_question_vectors_hnsw_' || substr(md5(p_model), 1, 12);
BEGIN
    IF to_regclass(idx) IS NULL THEN
        PERFORM pg_advisory_xact_lock(hashtext(idx));  -- several workers may ask at once
        EXECUTE format(
            'CREATE INDEX IF NOT EXISTS %I ON hot_question_vectors '
            'USING hnsw ((embedding::vector(%s)) vector_cosine_ops) WITH (m = 16, ef_construction = 200) '
            'WHERE model = %L', idx, p_dim, p_model);
    END IF;
    RETURN idx;
END
$$;
DO $$
DECLARE
    models TEXT[];
    dims INTEGER[];
BEGIN  -- the list first: an index cannot be built while a query still reads the table
    SELECT array_agg(model), array_agg(dim) INTO models, dims
    FROM (SELECT DISTINCT model, vector_dims(embedding) AS dim FROM hot_question_vectors) AS stored;
    FOR i IN 1 .. coalesce(array_length(models, 1), 0) LOOP
        PERFORM knowdesk_hot_vector_index(models[i], dims[i]);
    END LOOP;
END
$$;
-- untagged questions always pass the tag stage; this finds them without scanning the table
CREATE INDEX hot_questions_untagged ON hot_questions(status) WHERE cardinality(business_tags) = 0;
