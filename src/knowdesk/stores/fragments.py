"""Fragments as retrieval and the refiner read them, and the embedding cache: the part of the document store
whose SQL is the same on both engines apart from lists of values (`Sql.in_list`), written once.

Writing fragments (with their keyword index: FTS5 or tsvector), deleting them, keyword search and marking
vectors done under row locks stay each engine's own (`stores/documents.py`, `stores/postgres/documents.py`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from knowdesk.stores.catalog import Catalog
from knowdesk.stores.contracts.documents import FragmentRow

# tags are TEXT (JSON) in SQLite and JSONB in PostgreSQL: read as their text on both
FRAGMENT_SELECT = """
SELECT f.rowid AS rowid, f.id, f.document_id, f.kb, f.section, f.content_type, f.page, f.header, f.body,
       CAST(f.tags AS TEXT) AS tags, f.sensitive, f.embed_hash, f.vector_model, f.ocr, d.name AS document, d.version,
       d.updated, d.format, COALESCE(v.effective_from, '') AS effective_from,
       COALESCE(v.effective_until, '') AS effective_until, COALESCE(v.superseded_by, '') AS superseded_by,
       COALESCE(v.supersedes, '[]') AS supersedes
FROM fragments f JOIN documents d ON d.id = f.document_id LEFT JOIN document_dates v ON v.document_id = d.id
"""


def fragment_row(r: dict[str, Any]) -> FragmentRow:
    return FragmentRow(
        **{**r, "tags": json.loads(r["tags"]), "sensitive": bool(r["sensitive"]), "ocr": bool(r["ocr"]),
           "supersedes": json.loads(r["supersedes"])},
    )  # fmt: skip


def progress_rows(rows: list[dict], model: str, fast_model: str | None) -> list[dict]:
    """`index_progress` rows as both backends report them (`knowdesk index status --json`)."""
    # every stored fragment is keyword-searchable: its keyword-index row commits with it
    return [
        {"kb": r["kb"], "total": int(r["total"]), "searchable": int(r["total"]), "dense": int(r["dense"]),
         "refined": int(r["refined"]), "model": model, "fast_model": fast_model or None}
        for r in rows
    ]  # fmt: skip


class FragmentReads(Catalog):
    """Fragments by id, row id, document or base; which have which model's vector; the embedding cache."""

    def _in(self, column: str, values: list[Any]) -> tuple[str, dict[str, Any]]:
        return self.sql.in_list(column, "v", values)

    def _read_in(
        self, select: str, column: str, values: list[Any], extra: dict[str, Any] | None = None
    ) -> Iterator[Any]:
        """The rows of `select` (ending in WHERE or AND) whose `column` is one of `values`, in batches the engine binds."""
        for part in self.sql.batches(values):
            where, params = self._in(column, list(part))
            yield from self.sql.read(f"{select} {where}", {**params, **(extra or {})})

    def fragments_by_ids(self, ids: list[str]) -> dict[str, FragmentRow]:
        return {r["id"]: fragment_row(r) for r in self._read_in(f"{FRAGMENT_SELECT} WHERE", "f.id", ids)}

    def vector_models(self, ids: list[str]) -> dict[str, str | None]:
        """Fragment id → the main model whose vector it has (None: not refined yet); a light read, so
        retrieval loads whole rows only for the fast-vector candidates it will score."""
        return {
            r["id"]: r["vector_model"] for r in self._read_in("SELECT id, vector_model FROM fragments WHERE", "id", ids)
        }

    def fragments_by_rowids(self, rowids: list[int]) -> dict[int, FragmentRow]:
        return {r["rowid"]: fragment_row(r) for r in self._read_in(f"{FRAGMENT_SELECT} WHERE", "f.rowid", rowids)}

    def document_fragments(self, doc_id: str) -> list[FragmentRow]:
        rows = self.sql.read(f"{FRAGMENT_SELECT} WHERE f.document_id = :id ORDER BY f.ordinal", {"id": doc_id})
        return [fragment_row(r) for r in rows]

    def kb_fragments(self, kbs: list[str] | None) -> list[FragmentRow]:
        order = f"ORDER BY f.kb{self._binary}, f.document_id{self._binary}, f.ordinal"
        if kbs is None:
            rows = self.sql.read(f"{FRAGMENT_SELECT} {order}")
        else:
            where, params = self._in("f.kb", kbs)
            rows = self.sql.read(f"{FRAGMENT_SELECT} WHERE {where} {order}", params)
        return [fragment_row(r) for r in rows]

    def fragment_count(self, kbs: list[str] | None = None) -> int:
        where, params = self._in("kb", kbs) if kbs is not None else ("1 = 1", {})
        rows = self.sql.read(f"SELECT COUNT(*) AS n FROM fragments WHERE {where}", params)
        return int(rows[0]["n"]) if rows else 0

    def index_progress(self, model: str, fast_model: str | None) -> list[dict]:
        """Per knowledge base: fragments total, searchable, with a dense vector (fast or main), refined."""
        rows = self.sql.read(
            f"""SELECT k.name AS kb, COUNT(f.id) AS total,
                       SUM(CASE WHEN f.vector_model = :m THEN 1 ELSE 0 END) AS refined,
                       SUM(CASE WHEN f.vector_model = :m OR v.model = :fm THEN 1 ELSE 0 END) AS dense
                FROM knowledge_bases k LEFT JOIN fragments f ON f.kb = k.name
                LEFT JOIN fast_vectors v ON v.fragment_id = f.id
                GROUP BY k.name ORDER BY k.name{self._binary}""",
            {"m": model, "fm": fast_model or ""},
        )
        return progress_rows(rows, model, fast_model)

    # ------------------------------------------------------------ vector bookkeeping and the embedding cache
    def _not_model(self) -> str:
        """ "The fragment has no vector of model :m" (SQLite before 3.39 has no IS DISTINCT FROM)."""
        return self.sql.pick("(f.vector_model IS NULL OR f.vector_model != :m)", "f.vector_model IS DISTINCT FROM :m")

    def unvectored(self, model: str, limit: int = 1000) -> list[FragmentRow]:
        rows = self.sql.read(
            f"{FRAGMENT_SELECT} WHERE {self._not_model()} ORDER BY f.rowid LIMIT :n", {"m": model, "n": limit}
        )
        return [fragment_row(r) for r in rows]

    def unvectored_count(self, model: str) -> int:
        rows = self.sql.read(f"SELECT COUNT(*) AS n FROM fragments f WHERE {self._not_model()}", {"m": model})
        return int(rows[0]["n"]) if rows else 0

    def cached_vectors(self, hashes: list[str], model: str) -> dict[str, bytes]:
        select = "SELECT embed_hash, vector FROM embedding_cache WHERE model = :model AND"
        return {
            r["embed_hash"]: bytes(r["vector"]) for r in self._read_in(select, "embed_hash", hashes, {"model": model})
        }

    def cache_vectors(self, items: list[tuple[str, bytes]], model: str) -> None:
        """In hash order, so two refiners caching overlapping batches wait on each other in one order only."""
        with self.sql.transaction() as tx:
            tx.execute_many(
                "INSERT INTO embedding_cache(embed_hash, model, vector) VALUES (:h, :model, :v) ON CONFLICT DO NOTHING",
                [{"h": h, "model": model, "v": v} for h, v in sorted(items)],
            )
