"""The fast vectors' matrix on PostgreSQL: follows every change, and writers never wait on the change token."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from knowdesk.indexing.fast_index import FastBatch
from tests.conftest import make_app
from tests.indexing.test_fast_freshness import TXT, check_freshness


def test_matrix_follows_every_change_postgres(tmp_path: Path, pg_url: str) -> None:
    first = make_app(tmp_path / "a", database_url=pg_url)
    second = make_app(tmp_path / "b", database_url=pg_url)  # another worker on the same database
    try:
        check_freshness(tmp_path, first, second)
    finally:
        first.close()
        second.close()


def test_concurrent_writers_do_not_wait_and_both_show(tmp_path: Path, pg_url: str) -> None:
    first = make_app(tmp_path / "a", database_url=pg_url)
    second = make_app(tmp_path / "b", database_url=pg_url)
    try:
        first.ingestor.ingest([TXT[0]], "hr", embed=False)
        fast = first.fast_index
        assert fast is not None and second.fast_index is not None
        start = fast.generation()
        ids = sorted(r.id for r in first.store.kb_fragments(["hr"]))[:2]
        dim = fast.embed_query("年假").shape[0]
        vecs = [np.eye(dim, dtype=np.float32)[i] for i in range(2)]
        with first.store.db.transaction() as t1:
            fast.write(t1, FastBatch([ids[0]], ["hr"], [vecs[0].tobytes()], []))
            with second.store.db.transaction() as t2:
                second.store.sql.within(t2).execute("SET LOCAL lock_timeout = '2s'")  # waiting would raise
                second.fast_index.write(t2, FastBatch([ids[1]], ["hr"], [vecs[1].tobytes()], []))
            assert fast.generation() != start  # the second commit shows while the first is still open
        after = fast.generation()
        assert after != start and 1 <= len(after) <= 2  # folded: a few rows, never one per write
        assert fast.search(vecs[0], None, 1)[0][0] == ids[0]
        mat = fast._matrix
        assert mat is not None
        held = {i: mat.m[n] for n, i in enumerate(mat.ids)}
        assert np.array_equal(held[ids[0]], vecs[0]) and np.array_equal(held[ids[1]], vecs[1])
    finally:
        first.close()
        second.close()
