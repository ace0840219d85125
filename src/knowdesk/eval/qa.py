"""Question-answering evaluation on the team's own employee-question sets (`knowdesk eval qa`).

A set is JSON Lines, one question per line (schema in docs/qa-eval.md):

    {"id": "leave-07", "question": "请三天假需要谁审批？", "kind": "tier",
     "answers": [["部门负责人"], ["直属上级"]], "documents": ["员工请假管理制度V3.1"],
     "refuse": false, "note": "第十二条（二）2天至3天"}

`answers` lists the required parts, each a list of accepted alternatives: a reply states the answer
when every part is matched (normalised, see `answer_match`). Every question is asked in a fresh
conversation through the same path as `knowdesk ask` (the conversation layer, then the QA graph);
`context` turns are asked first in that conversation and not scored. Scores: the conclusion line
(first non-empty line, label stripped) holds every part, the reply holds every part anywhere, an
expected document is among the cited ones, refusal cases are refused and answerable ones are not,
the median answer length (characters, answerable questions) and the median latency.
"""

from __future__ import annotations

import json
import re
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from knowdesk.conversation.factory import ConversationParts, open_conversation
from knowdesk.errors import ConfigError
from knowdesk.eval.answer_match import conclusion_line, given_by_question, parts_found
from knowdesk.refusals import is_refused_reply
from knowdesk.stores.contracts.hot import NoHotQuestions

KINDS = ("amount", "duration", "date", "who", "yes_no", "steps", "list", "definition", "table", "tier", "multi",
         "colloquial", "conflict", "arithmetic", "english", "refusal")  # fmt: skip
_FIELDS = {"id", "question", "kind", "answers", "documents", "refuse", "note", "context", "sensitive"}


@dataclass(frozen=True)
class QACase:
    id: str
    question: str
    kind: str
    answers: list[list[str]]  # required parts, each a list of accepted alternatives
    documents: list[str]  # names of the documents a right answer cites (any one of them)
    refuse: bool = False  # the documents do not answer it: the right reply is a refusal
    note: str = ""  # where the answer is (article, sheet, row) or why it is refused
    context: list[str] = field(default_factory=list)  # earlier turns of the same conversation
    sensitive: bool = False  # asked by someone allowed to read sensitive documents


def parse_case(data: Any, where: str) -> QACase:
    """One case from its JSON object; a bad case is a ConfigError naming `where` and what is wrong."""
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: a case is a JSON object")
    unknown = set(data) - _FIELDS
    if unknown:
        raise ConfigError(f"{where}: unknown fields {sorted(unknown)} (known: {sorted(_FIELDS)})")
    for key in ("id", "question", "kind"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            raise ConfigError(f"{where}: {key!r} must be a non-empty string")
    if data["kind"] not in KINDS:
        raise ConfigError(f"{where}: kind {data['kind']!r} is not one of {', '.join(KINDS)}")
    answers = data.get("answers", [])
    if not isinstance(answers, list) or not all(
        isinstance(part, list) and part and all(isinstance(a, str) and a.strip() for a in part) for part in answers
    ):
        raise ConfigError(f"{where}: 'answers' is a list of parts, each a non-empty list of strings")
    refuse = data.get("refuse", False)
    if not isinstance(refuse, bool):
        raise ConfigError(f"{where}: 'refuse' must be true or false")
    if data["kind"] == "refusal" and not refuse:
        raise ConfigError(f"{where}: kind 'refusal' needs \"refuse\": true")
    if refuse and answers:
        raise ConfigError(f"{where}: a refusal case has no answers")
    if not refuse and not answers:
        raise ConfigError(f"{where}: an answerable case needs at least one part in 'answers'")
    echoed = given_by_question(data["question"], answers)
    if echoed:
        raise ConfigError(f"{where}: the question already contains the accepted answer(s) {echoed}")
    for key in ("documents", "context"):
        value = data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise ConfigError(f"{where}: {key!r} must be a list of strings")
    return QACase(
        id=data["id"], question=data["question"].strip(), kind=data["kind"], answers=answers,
        documents=list(data.get("documents", [])), refuse=refuse, note=str(data.get("note", "")),
        context=list(data.get("context", [])), sensitive=bool(data.get("sensitive", False)),
    )  # fmt: skip


def load_cases(path: str | Path, limit: int | None = None) -> list[QACase]:
    """Read a JSON Lines set (blank lines and `//` comment lines skipped); ids must be unique."""
    p = Path(path)
    cases: list[QACase] = []
    for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{p.name}:{n}: not JSON ({exc.msg})") from exc
        cases.append(parse_case(data, f"{p.name}:{n}"))
    ids = [c.id for c in cases]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise ConfigError(f"{p.name}: duplicate ids {dupes}")
    return cases[:limit] if limit else cases


def unknown_documents(cases: list[QACase], names: set[str]) -> list[str]:
    """Expected documents the knowledge base does not hold (a typo in the set, or the wrong base)."""
    return sorted({d for c in cases for d in c.documents} - names)


# ── what the product replied ────────────────────────────────────────────────────


@dataclass
class Observed:
    answer: str  # the reply as `knowdesk ask --json` gives it
    answers: list[str]  # one item per sub-question (or per line of a steps/entity reply)
    cited: list[str]  # documents the reply cites
    latency_ms: float
    reply_kind: str  # answer | steps | entity | no_history | exit (see conversation.Reply)
    why: list[str] = field(default_factory=list)  # the generator's reasons (trace), to count failures by cause


class ReplyLike(Protocol):
    kind: str
    lines: list[str]
    result: dict[str, Any]

    def to_json(self) -> dict[str, Any]: ...


class ConversationLike(Protocol):
    def handle(self, text: str) -> ReplyLike: ...


# Trace lines that say why an answer was given or withheld (graphs/qa.py's generate and short-circuit nodes).
_REASON_MARKS = ("相关性评估", "可答依据", "短路", "依据检查", "仅保留有依据的句子")

_SOURCES = re.compile(r"(?:来源|Sources?)\s*[:：]([^\n〕]*)")


def cited_documents(reply: ReplyLike) -> list[str]:
    """The QA graph's citations, plus documents named after a "来源：" / "Sources:" marker (entity replies)."""
    docs = [c["document"] for c in reply.result.get("citations", [])]
    for m in _SOURCES.finditer("\n".join(reply.lines)):
        docs += re.findall(r"《([^》]+)》", m.group(1))
    return list(dict.fromkeys(docs))


def conversation_asker(new_conversation: Callable[[bool], ConversationLike]) -> Callable[[QACase], Observed]:
    """Ask each case in a fresh conversation (`new_conversation(allow_sensitive)`), context turns first."""

    def ask(case: QACase) -> Observed:
        conv = new_conversation(case.sensitive)
        for turn in case.context:
            conv.handle(turn)
        started = time.perf_counter()
        reply = conv.handle(case.question)
        latency = (time.perf_counter() - started) * 1000
        data = reply.to_json()
        answers = list(reply.result.get("answers") or reply.lines)
        why = [t for t in reply.result.get("trace", []) if any(m in t for m in _REASON_MARKS)]
        return Observed(data["answer"], answers, cited_documents(reply), latency, reply.kind, why)

    return ask


def app_asker(parts: ConversationParts, kbs: list[str] | None) -> Callable[[QACase], Observed]:
    """`knowdesk ask`'s path on the app's conversation `parts` (conversation layer + QA graph, in-process) over
    `kbs`, without the hot-question store: an evaluation neither reuses stored summaries nor records its questions
    as hot."""
    deps = replace(parts.qa_deps(), hot=NoHotQuestions())
    return conversation_asker(lambda sensitive: open_conversation(parts, None, kbs, sensitive, deps=deps))


# ── scores ──────────────────────────────────────────────────────────────────────


@dataclass
class CaseResult:
    case: QACase
    observed: Observed
    first_line: str
    first_line_ok: bool
    anywhere_ok: bool
    citation_ok: bool | None  # None when the case names no document
    refused: bool

    @property
    def refusal_ok(self) -> bool:
        return self.refused == self.case.refuse

    @property
    def passed(self) -> bool:
        if self.case.refuse:
            return self.refused
        return self.first_line_ok and self.citation_ok is not False

    def to_dict(self) -> dict[str, Any]:
        c, o = self.case, self.observed
        return {
            "id": c.id, "kind": c.kind, "question": c.question, "refuse": c.refuse, "expected": c.answers,
            "documents": c.documents, "answer": o.answer, "first_line": self.first_line,
            "first_line_ok": self.first_line_ok, "anywhere_ok": self.anywhere_ok, "cited": o.cited,
            "citation_ok": self.citation_ok, "refused": self.refused, "refusal_ok": self.refusal_ok,
            "length": len(o.answer), "latency_ms": round(o.latency_ms, 1), "reply_kind": o.reply_kind,
            "why": o.why, "passed": self.passed,
        }  # fmt: skip


_VERSION_SUFFIX = re.compile(r"\s?(?:[Vv]\d+(?:\.\d+)*|\d{4}-\d{2}-\d{2}|\d+)")


def same_document(expected: str, cited: str) -> bool:
    """A cited name is the expected document when equal to it or the same name with the version ingest appends
    (`ingest.header.document_name`: "Leave Policy" cited as "Leave Policy V4.2")."""
    if cited == expected:
        return True
    return cited.startswith(expected) and _VERSION_SUFFIX.fullmatch(cited[len(expected) :]) is not None


def score_case(case: QACase, observed: Observed) -> CaseResult:
    refused = is_refused_reply(observed.answers) or not observed.answer.strip()
    first = conclusion_line(observed.answer)
    if case.refuse:
        return CaseResult(case, observed, first, False, False, None, refused)
    citation = any(same_document(d, c) for d in case.documents for c in observed.cited) if case.documents else None
    return CaseResult(
        case, observed, first, first_line_ok=not refused and all(parts_found(first, case.answers)),
        anywhere_ok=not refused and all(parts_found(observed.answer, case.answers)), citation_ok=citation,
        refused=refused,
    )  # fmt: skip


def run_cases(
    cases: list[QACase], ask: Callable[[QACase], Observed], on_done: Callable[[int], None] | None = None
) -> list[CaseResult]:
    results = []
    for i, case in enumerate(cases, 1):
        results.append(score_case(case, ask(case)))
        if on_done:
            on_done(i)
    return results


def _share(ok: int, of: int) -> dict[str, Any]:
    return {"ok": ok, "of": of, "rate": round(ok / of, 4) if of else None}


def _median(values: list[float]) -> float | None:
    return round(statistics.median(values), 1) if values else None


def summarize(results: list[CaseResult]) -> dict[str, Any]:
    """The scores of a group of results (see the module docstring for what each one means)."""
    answerable = [r for r in results if not r.case.refuse]
    refusals = [r for r in results if r.case.refuse]
    with_docs = [r for r in answerable if r.citation_ok is not None]
    return {
        "questions": len(results),
        "first_line": _share(sum(r.first_line_ok for r in answerable), len(answerable)),
        "anywhere": _share(sum(r.anywhere_ok for r in answerable), len(answerable)),
        "citation": _share(sum(bool(r.citation_ok) for r in with_docs), len(with_docs)),
        "refused": _share(sum(r.refused for r in refusals), len(refusals)),
        "wrongly_refused": _share(sum(r.refused for r in answerable), len(answerable)),
        "median_length": _median([len(r.observed.answer) for r in answerable]),
        "median_latency_ms": _median([r.observed.latency_ms for r in results]),
    }


def report(results: list[CaseResult]) -> dict[str, Any]:
    """Overall and per-kind scores plus one row per question."""
    kinds = [k for k in KINDS if any(r.case.kind == k for r in results)]
    return {
        "overall": summarize(results),
        "by_kind": {k: summarize([r for r in results if r.case.kind == k]) for k in kinds},
        "rows": [r.to_dict() for r in results],
    }


def stages(ours: dict[str, Any], dump: dict[str, Any]) -> dict[str, int]:
    """Where the answerable questions of one run fail, from its `report` and the top-5 dump's `report` of the same
    cases: whether retrieval put the accepted strings in the five fragments the reader saw (`evidence`), and whether
    the first line was right with and without that evidence. Totals only, so a held-out set's rows stay unread while
    its failures are placed: a low right-given-evidence is the reading layer's, a low evidence share retrieval's."""
    held = {r["id"]: r["anywhere_ok"] for r in dump["rows"]}
    answerable = [r for r in ours["rows"] if not r["refuse"]]
    seen = [r for r in answerable if held[r["id"]]]
    unseen = [r for r in answerable if not held[r["id"]]]
    return {
        "answerable": len(answerable),
        "evidence": len(seen),
        "right_with_evidence": sum(r["first_line_ok"] for r in seen),
        "refused_with_evidence": sum(r["refused"] for r in seen),
        "right_without_evidence": sum(r["first_line_ok"] for r in unseen),
    }


def stages_line(counts: dict[str, int]) -> str:
    """One line of `stages` counts, the shares of what each is a part of."""
    n, seen = counts["answerable"], counts["evidence"]
    return (f"answer in the top-5 evidence {_cell(_share(seen, n))}; first line right given it "
            f"{_cell(_share(counts['right_with_evidence'], seen))} (refused {counts['refused_with_evidence']}); "
            f"without it {_cell(_share(counts['right_without_evidence'], n - seen))}")  # fmt: skip


# ── presentation (the CLI's table and the benchmark's Markdown share these rows) ──

COLUMNS = ("kind", "n", "first line", "anywhere", "citation", "refused", "wrongly refused", "median chars",
           "median ms")  # fmt: skip


def _cell(share: dict[str, Any]) -> str:
    return "—" if not share["of"] else f"{share['ok']}/{share['of']} {share['rate']:.0%}"


def _num(value: float | None) -> str:
    return "—" if value is None else f"{value:.0f}"


def table_rows(rep: dict[str, Any]) -> list[list[str]]:
    """One row per kind, then the overall row."""
    rows = []
    for name, s in [*rep["by_kind"].items(), ("all", rep["overall"])]:
        rows.append([name, str(s["questions"]), _cell(s["first_line"]), _cell(s["anywhere"]), _cell(s["citation"]),
                     _cell(s["refused"]), _cell(s["wrongly_refused"]), _num(s["median_length"]),
                     _num(s["median_latency_ms"])])  # fmt: skip
    return rows


def markdown_table(rows: list[list[str]], columns: tuple[str, ...] = COLUMNS) -> str:
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)
