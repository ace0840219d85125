"""What the empty chat suggests: the most asked hot questions the asker could have answered (issue 20.3).

A hot question belongs to the knowledge bases its answer came from (its source fragments). It is
suggested only when every one of them still exists, lies in the bases the asker targets and may read,
and is not sensitive unless the asker may see sensitive fragments — the rule a reused summary follows
(`graphs/qa.py::_summary_citations`). A question with no recorded sources (a fresh candidate, an
admin's entry without an answer) belongs to no base and is suggested to no one.
"""

from __future__ import annotations

from typing import Any

POOL = 200  # the most asked active questions looked at


def suggested_questions(hot: Any, store: Any, kbs: list[str], allow_sensitive: bool, n: int) -> list[dict[str, Any]]:
    """Up to `n` of {question, call_count}, most asked first."""
    asked = [q for q in hot.list("active", POOL) if q.source_fragments]
    ids = list(dict.fromkeys(s["fragment_id"] for q in asked for s in q.source_fragments))
    rows = store.fragments_by_ids(ids) if ids else {}
    scope = set(kbs)
    out: list[dict[str, Any]] = []
    for q in asked:
        frags = [rows.get(s["fragment_id"]) for s in q.source_fragments]
        if all(f is not None and f.kb in scope and (allow_sensitive or not f.sensitive) for f in frags):
            out.append({"question": q.standard_question, "call_count": q.call_count})
            if len(out) >= n:
                break
    return out
