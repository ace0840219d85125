"""The fast vectors' in-memory matrix follows every change of `fast_vectors` (the triggers' change token).

`check_freshness` runs on both backends (tests/pg/test_fast_freshness.py runs it on PostgreSQL)."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np

from knowdesk.app import Knowdesk
from knowdesk.indexing.fast_index import FastBatch, FastIndex
from tests.conftest import SAMPLE_KB, make_app

TXT = [p for p in sorted(SAMPLE_KB.iterdir()) if p.suffix in (".txt", ".md")]


def _held(fast: FastIndex) -> dict[str, np.ndarray]:
    """What a search would use now: fragment id → the vector held in memory."""
    fast.search(fast.embed_query("年假"), None, 1)
    mat = fast._matrix
    assert mat is not None
    return {i: mat.m[n] for n, i in enumerate(mat.ids)}


def check_freshness(tmp_path: Path, first: Knowdesk, second: Knowdesk) -> None:
    """`first` and `second` share one database (two processes' stores on one file, or two workers)."""
    fast = first.fast_index
    assert fast is not None and second.fast_index is not None
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    shutil.copy(TXT[0], one)
    shutil.copy(TXT[1], two)
    first.ingestor.ingest([one], "hr", embed=False)
    before = _held(fast)
    assert before and set(before) == {r.id for r in first.store.kb_fragments(["hr"])}
    key = fast._matrix.key  # type: ignore[union-attr]
    assert _held(fast) and fast._matrix.key == key  # nothing changed: the same matrix, not read again

    # an insert (a new document)
    first.ingestor.ingest([two], "hr", embed=False)
    added = _held(fast)
    assert set(added) > set(before) and set(added) == {r.id for r in first.store.kb_fragments(["hr"])}

    # a vector replaced in place (the upsert keeps the row count and its sequence number)
    target = sorted(before)[0]
    new = np.zeros_like(added[target])
    new[0] = 1.0
    with first.store.db.transaction() as tx:
        fast.write(tx, FastBatch([target], ["hr"], [new.tobytes()], []))
    updated = _held(fast)
    assert np.array_equal(updated[target], new) and set(updated) == set(added)
    assert fast.search(new, ["hr"], 1)[0][0] == target

    # a rolled-back write changes nothing
    key = fast._matrix.key  # type: ignore[union-attr]
    try:
        with first.store.db.transaction() as tx:
            fast.write(tx, FastBatch([target], ["hr"], [(-new).tobytes()], []))
            raise RuntimeError("roll back")
    except RuntimeError:
        pass
    assert np.array_equal(_held(fast)[target], new) and fast._matrix.key == key  # type: ignore[union-attr]

    # a delete (cascading from the document's fragments)
    first.ingestor.delete_document("hr", str(one / TXT[0].name))
    left = _held(fast)
    assert set(left) == set(added) - set(before) and target not in left

    # a write by another store on the same database: a new document, then a whole knowledge base deleted
    three = tmp_path / "three"
    three.mkdir()
    shutil.copy(TXT[2], three)
    second.store.create_kb("other")
    second.ingestor.ingest([three], "other", embed=False)
    theirs = {r.id for r in second.store.kb_fragments(["other"])}
    assert theirs and set(_held(fast)) == set(left) | theirs
    second.store.delete_kb("other")
    assert set(_held(fast)) == set(left)


def test_matrix_follows_every_change_sqlite(tmp_path: Path) -> None:
    first, second = make_app(tmp_path / "data"), make_app(tmp_path / "data")
    try:
        check_freshness(tmp_path, first, second)
    finally:
        first.close()
        second.close()


def test_generation_is_one_row_replaced_by_each_change(tmp_path: Path) -> None:
    app = make_app(tmp_path / "data")
    fast = app.fast_index
    assert fast is not None
    start = fast.generation()
    assert len(start) == 1 and len(start[0]) == 16
    app.ingestor.ingest([TXT[0]], "hr", embed=False)
    assert len(fast.generation()) == 1 and fast.generation() != start
    app.close()
