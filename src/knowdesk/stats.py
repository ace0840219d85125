"""The admin view's numbers (issue 23.6): questions per day, answer rate, 👍/👎, top hot questions and top gaps,
per knowledge base and area, over the last N days — counted from what is already stored.

Sources, passed in: the transcript (every reply, with the bases asked, its area and votes), the gap store
(askings and groups) and the hot-question store (call counts, tags, the fragments its summary came from), plus
a fragment look-up that names a fragment's base. Definitions:

- a *question* is one reply in the transcript (a follow-up like "请给我详细步骤" is one too); *answered* means
  a reply that is not a refusal (`refusals.is_refused_reply` over its lines) and did not fail or stop;
- a question counts once in the totals and once in each base it was asked over (`kbs`), and in its area;
- votes are those on the window's questions; a hot question's calls are all-time (the store keeps a count, not
  a history), and it belongs to the bases its summary's fragments are in (as in the chat's suggestions);
- days are UTC calendar days, the window ending today.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from knowdesk.conversation.transcript import REASONS, Transcript
from knowdesk.gaps.store import GapStore
from knowdesk.refusals import is_refused_reply
from knowdesk.stores.contracts.hot import HotQuestionAdmin

FragmentKbs = Callable[[list[str]], dict[str, str]]  # fragment ids → {fragment id: its knowledge base}
NO_AREA = ""
HOT_POOL = 500  # the most called active hot questions looked at for the top list
MAX_DAYS = 366


@dataclass
class Tally:
    """Counts of one slice (a day, a base, an area, or everything)."""

    questions: int = 0
    answered: int = 0
    refused: int = 0
    failed: int = 0  # failed or stopped before an answer
    good: int = 0
    bad: int = 0
    gap_asks: int = 0

    def add(self, outcome: str, good: int, bad: int) -> None:
        self.questions += 1
        setattr(self, outcome, getattr(self, outcome) + 1)
        self.good += good
        self.bad += bad

    def to_dict(self) -> dict[str, Any]:
        votes = self.good + self.bad
        return {
            "questions": self.questions, "answered": self.answered, "refused": self.refused, "failed": self.failed,
            "answer_rate": round(self.answered / self.questions, 4) if self.questions else None,
            "good": self.good, "bad": self.bad, "good_share": round(self.good / votes, 4) if votes else None,
            "gap_asks": self.gap_asks,
        }  # fmt: skip


def outcome(reply: dict[str, Any]) -> str:
    """answered | refused | failed, for one transcript reply."""
    if reply["status"] != "done" or reply["kind"] == "error":
        return "failed"
    return "refused" if is_refused_reply(reply["answer"].splitlines()) else "answered"


def window(days: int, now: datetime | None = None) -> list[str]:
    """The window's UTC days, oldest first, ending today."""
    if not 1 <= days <= MAX_DAYS:
        raise ValueError(f"days must be between 1 and {MAX_DAYS}")
    today = (now or datetime.now(UTC)).astimezone(UTC).date()
    return [(today - timedelta(days=d)).isoformat() for d in range(days - 1, -1, -1)]


def usage_stats(transcript: Transcript, gaps: GapStore, hot: HotQuestionAdmin, kbs_of: FragmentKbs, *,
                days: int = 30, kb: str | None = None, top: int = 10, now: datetime | None = None) -> dict[str, Any]:  # fmt: skip
    """Everything the admin view shows, as plain data (the CLI's `--json` and `GET /stats` return it as is)."""
    day_list = window(days, now)
    since = day_list[0]
    per_day = {d: Tally() for d in day_list}
    total, per_kb, per_area = Tally(), defaultdict(Tally), defaultdict(Tally)

    replies = [
        r for r in transcript.replies_since(since) if (kb is None or kb in r["kbs"]) and r["created_at"][:10] in per_day
    ]
    for r in replies:
        o, day = outcome(r), r["created_at"][:10]
        bases = [kb] if kb else r["kbs"]  # filtered to one base, the others it was asked over are not shown
        for tally in (total, per_day[day], per_area[r["area"] or NO_AREA], *(per_kb[k] for k in bases)):
            tally.add(o, r["good"], r["bad"])
    asked = {r["id"] for r in replies}
    reasons = Counter(
        v["reason"] or "unspecified" for v in transcript.bad_reasons_since(since) if v["message_id"] in asked
    )

    asks = [a for a in gaps.asks_since(since) if (kb is None or a["kb"] == kb) and a["asked_at"][:10] in per_day]
    for a in asks:
        for tally in (total, per_day[a["asked_at"][:10]], per_kb[a["kb"]], per_area[a["area"] or NO_AREA]):
            tally.gap_asks += 1

    return {
        "days": days, "since": since, "until": day_list[-1], "kb": kb,
        "totals": total.to_dict() | {"bad_reasons": {k: reasons[k] for k in (*REASONS[1:], "unspecified") if reasons[k]},
                                     "gaps": gaps.status_counts([kb] if kb else None)},
        "per_day": [{"day": d, **t.to_dict()} for d, t in per_day.items()],
        "per_kb": _slices(per_kb, "kb"),
        "per_area": _slices(per_area, "area"),
        "top_hot": top_hot(hot, kbs_of, kb, top),
        "top_gaps": _top_gaps(gaps, asks, top),
    }  # fmt: skip


def _slices(tallies: dict[str, Tally], key: str) -> list[dict[str, Any]]:
    """Most asked first (then by name), so the busiest base or area leads."""
    rows = [{key: name, **t.to_dict()} for name, t in tallies.items()]
    return sorted(rows, key=lambda r: (-r["questions"], -r["gap_asks"], r[key]))


def top_hot(hot: HotQuestionAdmin, kbs_of: FragmentKbs, kb: str | None, n: int) -> list[dict[str, Any]]:
    """The most called active hot questions (of `kb`: those whose summary comes from it), with area and bases."""
    pool = hot.list("active", HOT_POOL)
    kb_of = kbs_of(list(dict.fromkeys(s["fragment_id"] for q in pool for s in q.source_fragments)))
    out = []
    for q in pool:
        kbs = sorted({kb_of[s["fragment_id"]] for s in q.source_fragments if s["fragment_id"] in kb_of})
        if kb is None or kb in kbs:
            out.append({"question_id": q.question_id, "question": q.standard_question, "calls": q.call_count,
                        "area": q.business_tags[0] if q.business_tags else NO_AREA, "kbs": kbs})  # fmt: skip
        if len(out) >= n:
            break
    return out


def _top_gaps(gaps: GapStore, asks: list[dict[str, Any]], n: int) -> list[dict[str, Any]]:
    """The groups asked most in the window (then the most recently asked), with their all-time count and state."""
    asked = Counter(a["group_id"] for a in asks)
    last = {a["group_id"]: a["asked_at"] for a in asks}  # asks come oldest first
    out = []
    for gid in sorted(asked, key=lambda g: (asked[g], last[g], g), reverse=True)[:n]:
        g = gaps.get(gid)
        out.append({"id": g.id, "kb": g.kb, "question": g.question, "area": g.area, "department": g.department,
                    "status": g.status, "asked": asked[gid], "count": g.count, "first_asked": g.first_asked,
                    "last_asked": g.last_asked, "answerable_doc": g.answerable_doc})  # fmt: skip
    return out


def fragment_kbs(store: Any) -> FragmentKbs:
    """The look-up `usage_stats` takes, from a document store (either backend)."""
    return lambda ids: {i: f.kb for i, f in store.fragments_by_ids(ids).items()} if ids else {}
