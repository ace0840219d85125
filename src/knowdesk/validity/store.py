"""Which documents are in force when (issue 23.5): one row per document in `document_dates`
(`0019_document_dates.sql`, one SQL for both backends through `stores/sql.py`).

A document's own statements are recorded at ingest, in the ingest's transaction (`record`); then the
base's rows are resolved together, since a repeal names another document: the repealed one ends the
day its successor takes effect. An admin's dates (`set`) win over what the text says, survive
re-ingestion of the file and are still repealed by nothing but the admin (`clear` returns to the text).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from knowdesk.errors import InvalidInput, NotFoundError
from knowdesk.ingest.loaders.metadata import extract_version
from knowdesk.models import DocumentRecord
from knowdesk.retrieval.ranking import topic_key, validity_on
from knowdesk.stores.sql import Sql
from knowdesk.stores.sqlite.db import now_iso
from knowdesk.validity.detect import StatedDates


@dataclass(frozen=True)
class Validity:
    """When one document is in force (ISO days; '' = open) and why."""

    document_id: str
    kb: str
    document: str
    effective_from: str = ""
    effective_until: str = ""  # first day no longer in force
    superseded_by: str = ""
    supersedes: list[str] = field(default_factory=list)
    stated_from: str = ""
    stated_until: str = ""
    repeals: list[str] = field(default_factory=list)
    set_by: str = ""  # the admin who set the dates ('' = read from the text)
    set_at: str = ""

    def status(self, on: str) -> str:
        """in_force | expired (已废止) | not_yet (未生效) on day `on`."""
        return validity_on(self.effective_from, self.effective_until, on)

    def to_dict(self) -> dict[str, Any]:
        return {
            "document_id": self.document_id, "kb": self.kb, "document": self.document,
            "effective_from": self.effective_from or None, "effective_until": self.effective_until or None,
            "superseded_by": self.superseded_by or None, "supersedes": self.supersedes,
            "status": self.status(today()), "source": "admin" if self.set_by else "text",
            "set_by": self.set_by or None, "set_at": self.set_at or None,
            "stated": {"effective_from": self.stated_from or None, "effective_until": self.stated_until or None,
                       "repeals": self.repeals},
        }  # fmt: skip


def today() -> str:
    return date.today().isoformat()


def iso_day(value: str | None, what: str) -> str:
    """'' for nothing, else the ISO day `value` names; bad input is refused with the field's name."""
    if not value:
        return ""
    try:
        return date.fromisoformat(value.strip()[:10]).isoformat()
    except ValueError:
        raise InvalidInput(f"{what} must be a date like 2024-05-01, not {value!r}") from None


_SELECT = """SELECT dd.*, d.name, d.updated FROM document_dates dd JOIN documents d ON d.id = dd.document_id"""
_RESOLVED = ("effective_from", "effective_until", "superseded_by", "supersedes")


def _validity(r: dict[str, Any]) -> Validity:
    return Validity(
        document_id=r["document_id"], kb=r["kb"], document=r["name"], effective_from=r["effective_from"],
        effective_until=r["effective_until"], superseded_by=r["superseded_by"],
        supersedes=json.loads(r["supersedes"]), stated_from=r["stated_from"], stated_until=r["stated_until"],
        repeals=json.loads(r["repeals"]), set_by=r["set_by"], set_at=r["set_at"],
    )  # fmt: skip


class DocumentDates:
    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    # ------------------------------------------------------------ writing
    def record(self, conn: Any, doc: DocumentRecord, stated: StatedDates) -> None:
        """Within the ingest transaction `conn`: the document's own statements, then its base resolved."""
        tx = self.sql.within(conn)
        params = {
            "id": doc.id, "kb": doc.kb, "topic": topic_key(doc.name),
            "version": extract_version(doc.name) or doc.version or "", "sf": stated.effective_from,
            "su": stated.effective_until, "rep": json.dumps(stated.repeals, ensure_ascii=False),
        }  # fmt: skip
        tx.execute(
            """INSERT INTO document_dates(document_id, kb, topic, version, stated_from, stated_until, repeals)
               VALUES (:id, :kb, :topic, :version, :sf, :su, :rep)
               ON CONFLICT(document_id) DO UPDATE SET kb=excluded.kb, topic=excluded.topic,
                 version=excluded.version, stated_from=excluded.stated_from, stated_until=excluded.stated_until,
                 repeals=excluded.repeals""",
            params,
        )
        self.resolve(conn, doc.kb)

    def resolve(self, conn: Any, kb: str) -> None:
        """Recompute the base's effective dates from every document's statements (after a document is
        written or deleted: a repeal may now name something, or nothing)."""
        tx = self.sql.within(conn)
        rows = tx.query(f"{_SELECT} WHERE dd.kb = :kb ORDER BY dd.document_id", {"kb": kb})
        new = {r["document_id"]: _resolved(r) for r in rows}
        by_topic: dict[str, list[dict[str, Any]]] = {}
        for r in rows:
            by_topic.setdefault(r["topic"], []).append(r)
        for repealer in rows:
            start = _start(repealer)
            for title in json.loads(repealer["repeals"]):
                version = extract_version(title)
                for target in by_topic.get(topic_key(title), []):
                    if target is repealer or (version and target["version"] != version):
                        continue
                    if start and _start(target) and _start(target) >= start:
                        continue  # a repeal ends older versions, never a newer one (or itself)
                    new[repealer["document_id"]]["supersedes"].append(target["name"])
                    if target["set_by"]:
                        continue  # an admin's dates stand
                    got = new[target["document_id"]]
                    if start and (not got["effective_until"] or start < got["effective_until"]):
                        got["effective_until"] = start
                    got["superseded_by"] = repealer["name"]
        for r in rows:
            values = new[r["document_id"]]
            values["supersedes"] = json.dumps(sorted(set(values["supersedes"])), ensure_ascii=False)
            if any(values[k] != r[k] for k in _RESOLVED):
                tx.execute(
                    """UPDATE document_dates SET effective_from=:effective_from, effective_until=:effective_until,
                         superseded_by=:superseded_by, supersedes=:supersedes WHERE document_id=:id""",
                    {**values, "id": r["document_id"]},
                )

    def set(self, document_id: str, effective_from: str | None, effective_until: str | None, by: str) -> Validity:
        """An admin's dates for one document (None keeps that date as it is, '' opens it)."""
        current = self.get(document_id)
        start = current.effective_from if effective_from is None else iso_day(effective_from, "effective_from")
        end = current.effective_until if effective_until is None else iso_day(effective_until, "effective_until")
        if start and end and end <= start:
            raise InvalidInput(f"effective_until ({end}) must be after effective_from ({start})")
        with self.sql.transaction() as tx:
            tx.execute(
                """UPDATE document_dates SET effective_from=:f, effective_until=:u, superseded_by='',
                     set_by=:by, set_at=:at WHERE document_id=:id""",
                {"f": start, "u": end, "by": by or "admin", "at": now_iso(), "id": document_id},
            )
            self.resolve(tx.conn, current.kb)
        return self.get(document_id)

    def clear(self, document_id: str) -> Validity:
        """Back to what the document's text says."""
        current = self.get(document_id)
        with self.sql.transaction() as tx:
            tx.execute("UPDATE document_dates SET set_by='', set_at='' WHERE document_id=:id", {"id": document_id})
            self.resolve(tx.conn, current.kb)
        return self.get(document_id)

    # ------------------------------------------------------------ reading
    def get(self, document_id: str) -> Validity:
        rows = self.sql.read(f"{_SELECT} WHERE dd.document_id = :id", {"id": document_id})
        if not rows:
            raise NotFoundError(f"document {document_id!r} does not exist")
        return _validity(rows[0])

    def list(self, kb: str) -> list[Validity]:
        return [_validity(r) for r in self.sql.read(f"{_SELECT} WHERE dd.kb = :kb ORDER BY d.name", {"kb": kb})]

    def out_of_force(self, kbs: list[str] | None, on: str) -> list[str]:
        """Ids of the documents of `kbs` (None: all) not in force on day `on`: what retrieval leaves out."""
        cond = "((effective_until <> '' AND effective_until <= :on) OR (effective_from <> '' AND effective_from > :on))"
        if kbs is None:
            rows = self.sql.read(
                f"SELECT document_id FROM document_dates WHERE {cond} ORDER BY document_id", {"on": on}
            )
        else:
            marks = ", ".join(f":kb{i}" for i in range(len(kbs)))
            params: dict[str, Any] = {"on": on, **{f"kb{i}": kb for i, kb in enumerate(kbs)}}
            rows = self.sql.read(
                f"SELECT document_id FROM document_dates WHERE kb IN ({marks}) AND {cond} ORDER BY document_id",
                params,
            ) if kbs else []  # fmt: skip
        return [r["document_id"] for r in rows]


def _start(r: dict[str, Any]) -> str:
    """When a document takes effect, for ordering versions: its effective date, else its document date."""
    return r["effective_from"] if r["set_by"] else (r["stated_from"] or r["updated"] or "")


def _resolved(r: dict[str, Any]) -> dict[str, Any]:
    """A row's effective dates before repeals: an admin's as set, otherwise the text's."""
    if r["set_by"]:
        return {"effective_from": r["effective_from"], "effective_until": r["effective_until"],
                "superseded_by": "", "supersedes": []}  # fmt: skip
    return {"effective_from": r["stated_from"], "effective_until": r["stated_until"], "superseded_by": "",
            "supersedes": []}  # fmt: skip


def find_document(store: Any, kb: str, ref: str) -> str:
    """The id of the document of `kb` that `ref` names: its id, path, file name or document name."""
    store.require_kb(kb)
    docs = store.list_documents(kb)
    for match in (
        lambda d: d.id == ref or d.path == ref,
        lambda d: d.path.rsplit("/", 1)[-1] == ref,
        lambda d: d.name == ref,
    ):
        found = [d for d in docs if match(d)]
        if len(found) == 1:
            return found[0].id
        if len(found) > 1:
            raise InvalidInput(f"{ref!r} names {len(found)} documents in {kb!r}: give its path or id")
    raise NotFoundError(f"no document {ref!r} in knowledge base {kb!r} (see `knowdesk kb dates {kb}`)")
