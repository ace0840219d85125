"""Knowledge points: the checkable rules in the material, each with its reference, key facts and citation.

A fragment is read as articles (第N条, a numbered heading) made of list items and sentences.
Four kinds of point come out of it:

- fact: one item or sentence that gives values (7天, 150%, 每月10日) or an approver;
- tier: an article whose items each set a condition and what applies under it (请假1天及以内：直属上级 …);
- procedure: ordered steps (第一步…, 1. 2. 3., A → B → C) naming at least two actors or deadlines;
- exception: a sentence that limits a rule (不适用, 除外, 不受…限制) and still states a checkable fact;
- row: a table's row, said with its columns and asked by its first cell (tiers, grades, amounts).

The reference answer is the source sentences themselves; the key facts are what the grader will
check (`grading.key_facts`), so a point without a checkable fact is never asked. Document headers,
"本制度由…负责解释" lines and text that tries to instruct a model are never points.
"""

from __future__ import annotations

import functools
import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

from knowdesk.assessment.clauses import tables_as_statements, with_unit
from knowdesk.assessment.facts import facts, is_condition
from knowdesk.assessment.grading import Grader, key_facts
from knowdesk.text.metadata import DOCUMENT_METADATA
from knowdesk.text.pipe_tables import parse_pipe_tables
from knowdesk.text.tokenize import content_words

_ARTICLE = re.compile(r"^\s*(第[一二三四五六七八九十百零\d]+条)\s*")
_ITEM = re.compile(r"^\s*(?:[（(][一二三四五六七八九十]+[)）]|[①②③④⑤⑥⑦⑧⑨⑩]|\d+[、.．](?!\d)|[-•*]\s|第[一二三四五六七八九十]+步[:：]?)\s*")  # fmt: skip
_STEP = re.compile(r"^\s*(?:\d+[、.．](?!\d)|第[一二三四五六七八九十]+步)")
_NUMBERING = re.compile(
    r"^(第[一二三四五六七八九十百\d]+[条章节款]|[一二三四五六七八九十]+[、.．]|[（(][一二三四五六七八九十\d]+[)）]"
    r"|\d+(?:\.\d+)*(?:[、.．)）]|\s))\s*"
)
_TRIVIA = re.compile(r"负责解释|起施行|起执行|同时废止|解释权|修订时|以适当方式")
_INJECTION = re.compile(r"忽略(以上|上述|之前|前面)|系统提示|ignore (all|previous|the above)|system prompt", re.I)
_EXCEPTION = re.compile(r"不适用|除外|不含|不包括|不受.{0,8}限制|无需|不需要|另行|例外|但")
_SKIP_HEADINGS = {"总则", "附则", "目的", "适用范围", "职责分工", "正文", "说明", "简介", "致辞", "注"}
_PROCESS_WORDS = re.compile(r"流程|步骤|程序|手续|办理|申领|申请|报销|审批")
_SENT = re.compile(r"(?<=[。！？!?])|\n+")
_HEADER_NOTE = re.compile(r"[（(][^）)]*[)）]")
_NAMED_ROW = re.compile(r".*[\u4e00-\u9fff].*|[A-Za-z]{0,3}\d{0,2}[+-]?")  # 较重违规, A冲压类, P5, B+


@dataclass
class KnowledgePoint:
    """A checkable rule: what to ask about, the reference sentences, their facts and where they stand."""

    id: str
    kind: str  # fact | tier | procedure | exception | row
    topic: str  # short label (article or section title), shown to the candidate
    reference: str
    source: dict[str, str]  # fragment id, document, section
    lead: str = ""  # the article's opening words for a tier ("请假审批按以下权限执行")
    conditions: list[str] = field(default_factory=list)  # a tier's condition phrases, in order
    weight: float = 1.0
    terms: list[str] = field(default_factory=list)  # topic words, to find related points

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "topic": self.topic, "reference": self.reference,
                "source": self.source, "lead": self.lead, "conditions": self.conditions, "weight": self.weight,
                "terms": self.terms}  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> KnowledgePoint:
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})


def doc_title(document: str) -> str:
    """The policy's name without version or date: 员工请假管理制度V3.1 → 员工请假管理制度."""
    t = re.sub(r"[（(]?\s*V?\d+(\.\d+)+\s*[)）]?|[（(]\d{4}[-年].*?[)）]|\d{4}$", "", document).strip()
    return t or document


def heading_topic(section: str) -> str:
    """The section's last heading without numbering or sheet prefix ("" when it says nothing: 总则, 附则)."""
    head = section.split(">")[-1].strip()
    head = re.sub(r"^(工作表|sheet)[:：]\s*", "", head, flags=re.I)
    head = re.sub(_NUMBERING, "", head).strip()
    if not (2 <= len(head) <= 24) or head in _SKIP_HEADINGS:
        return ""
    return head


def extract_points(items: list[dict[str, Any]]) -> list[KnowledgePoint]:
    """Every checkable knowledge point in the material items, in reading order."""
    points: list[KnowledgePoint] = []
    seen: set[str] = set()
    for it in items:
        table = it.get("content_type") == "table" or it["text"].count("|") >= 6
        for p in _row_points(it) if table else _points_of(it):
            if p.id not in seen:
                seen.add(p.id)
                points.append(p)
    return points


def _points_of(it: dict[str, Any]) -> list[KnowledgePoint]:
    src = {"id": it["id"], "document": it["document"], "section": it["section"]}
    out: list[KnowledgePoint] = []
    for title, lines in _articles(it["text"], it["section"]):
        topic = title or heading_topic(it["section"]) or ""
        body = [ln for ln in lines if ln.strip()]
        steps = [ln for ln in body if _STEP.match(ln)]
        items_ = [ln for ln in body if _ITEM.match(ln)]
        sum(ln.count("→") for ln in body)
        ordered = bool(re.search(r"第[一二三四五六七八九十]步", "".join(steps))) or _PROCESS_WORDS.search(topic)
        if len(steps) >= 3 and ordered and (p := _procedure(topic, body, src)):
            out.append(p)
            body = [ln for ln in body if not _STEP.match(ln)]
        elif len(items_) >= 2 and (p := _tier(topic, body, src)):
            out.append(p)
            used = set(p.reference.split("\n"))
            body = [ln for ln in body if _clean(ln) not in used]
        for unit in _units(body):
            p = _fact(topic, unit, src)
            if p:
                out.append(p)
    return out


def _row_points(it: dict[str, Any]) -> list[KnowledgePoint]:
    """A table's rows, each a point: the row said with its columns ("房型2人间，…，住宿费200元，押金200元。"), asked by
    its first cell. A table's rows share a point's weight, so a long table does not crowd out the prose rules;
    revision histories and rows without a checkable value are no points."""
    src = {"id": it["id"], "document": it["document"], "section": it["section"]}
    out: list[KnowledgePoint] = []
    for t in parse_pipe_tables(it["text"]):
        header = list(t.header)
        if len(header) < 2 or DOCUMENT_METADATA.search(" ".join(header)) or re.search(r"修订|版本", " ".join(header)):
            continue
        rows = [list(r) for r in t.rows if r and r[0].strip()]
        if rows and all(re.fullmatch(r"\d+", r[0].strip()) for r in rows):  # a 序号 column names nothing
            header, rows = header[1:], [r[1:] for r in rows]
        for row in rows:
            if len(header) < 2 or not _NAMED_ROW.fullmatch(_clean(row[0])):
                continue  # a record's number (BX20240611004) is no rule's case
            one = "\n".join(
                ["| " + " | ".join(header) + " |", "|" + "---|" * len(header), "| " + " | ".join(row) + " |"]
            )
            reference = tables_as_statements(one)
            key = _row_name(row, rows)
            # tiers, grades and amounts: the columns whose cells hold values (a role column reads as a directory)
            asked = [_HEADER_NOTE.sub("", h).strip() for h, c in zip(header[1:], row[1:], strict=False)
                     if any(_outcome(x, f) and f.kind == "quantity" for x in [with_unit(h, c)] for f in facts(x))]  # fmt: skip
            if (
                not asked
                or any(f.kind == "role" for f in facts(reference))
                or not _usable(reference)
                or not _checkable(reference, key)
                or not _answers_itself(key, reference)
            ):
                continue
            topic = f"{heading_topic(it['section']) or _subject(reference)}：{key}"
            out.append(KnowledgePoint(_point_id(src["document"], reference), "row", topic, reference, src,
                                      lead=key, conditions=asked, weight=min(1.0, 2.0 / len(rows)),
                                      terms=_terms(f"{topic} {reference}")))  # fmt: skip
    return out


def _row_name(row: list[str], rows: list[list[str]]) -> str:
    """The row's leading short cells, as many as tell it from the other rows: 一线城市（P1–P4） where 一线城市 has
    three rows."""
    n = 1
    while n < len(row) and len(row[n]) <= 12 and sum(r[:n] == row[:n] for r in rows) > 1:
        n += 1
    first, rest = _clean(row[0]), [_clean(c) for c in row[1:n] if c.strip()]
    return f"{first}（{'，'.join(rest)}）" if rest else first


@functools.lru_cache(maxsize=8192)
def _answers_itself(given: str, reference: str) -> bool:
    """The reference, given as the answer, gets every fact right (a row of labels and remarks can read as a list).
    Read once per row and process: every assessment start extracts the points again."""
    g = Grader().grade(given, reference, [reference])
    return g.score >= 8.5 and all(f.status == "right" for f in g.facts)


def _articles(text: str, section: str) -> list[tuple[str, list[str]]]:
    """(title, lines) per 第N条 article; text before the first article is one untitled article."""
    lines = text.split("\n")
    head = section.split(">")[-1].strip()
    if lines and lines[0].strip() and head and lines[0].strip() in head + head.split(" ")[-1]:
        lines = lines[1:]  # the body repeats the heading
    out: list[tuple[str, list[str]]] = [("", [])]
    for ln in lines:
        m = _ARTICLE.match(ln)
        if m:
            rest = ln[m.end() :].strip()
            title = ""
            if rest and len(rest) <= 16 and not re.search(r"[，。；,;:：]", rest):  # 第四条 年假（带薪年休假）
                title = re.sub(r"[（(].*?[)）]", "", rest).strip()
                rest = ""
            out.append((title, [rest] if rest else []))
        else:
            out[-1][1].append(ln)
    return [(t, ls) for t, ls in out if any(x.strip() for x in ls)]


def _clean(line: str) -> str:
    """A line without injected instructions (bracketed or not) and without surrounding spaces."""
    line = re.sub(r"[（(][^）)]*[）)]", lambda m: "" if _INJECTION.search(m.group(0)) else m.group(0), line)
    return line.strip()


def _units(lines: list[str]) -> list[str]:
    """List items stay whole; other lines are cut into sentences."""
    out = []
    for ln in lines:
        ln = _clean(ln)
        if not ln or _INJECTION.search(ln):
            continue
        if _ITEM.match(ln):
            out.append(ln)
        else:
            out.extend(s.strip() for s in _SENT.split(ln) if s and s.strip())
    return out


def _usable(text: str) -> bool:
    """A statement worth asking about: not a header, an effective-date line, an injected order or a lead-in."""
    if not text or DOCUMENT_METADATA.search(text) or _TRIVIA.search(text) or _INJECTION.search(text):
        return False
    # "请按下面的配置登录：" introduces something else; "抄送：hr-pay@…" is not a rule
    return not re.search(r"[:：]\s*$", text) and len(re.findall(r"[\u4e00-\u9fff]", text)) >= 8


def _checkable(reference: str, given: str = "") -> bool:
    """At least one key fact that is not a bracketed detail or a form name."""
    _, keys = key_facts(given, reference)
    return any(k.weight >= 1 and k.fact.kind in ("quantity", "role", "order") for k in keys)


def _point_id(document: str, reference: str) -> str:
    return hashlib.sha1(f"{document}\n{reference}".encode()).hexdigest()[:12]


def _terms(text: str) -> list[str]:
    words = [w for w in content_words(text) if len(w) >= 2 and not re.search(r"\d", w)]
    return list(dict.fromkeys(words))[:24]


def _fact(topic: str, unit: str, src: dict[str, str]) -> KnowledgePoint | None:
    text = _ITEM.sub("", unit, count=1).strip()
    if not (10 <= len(text) <= 220) or not _usable(text) or not _checkable(text):
        return None
    kind = "exception" if _EXCEPTION.search(text) else "fact"
    return KnowledgePoint(_point_id(src["document"], text), kind, topic or _subject(text), text, src,
                          terms=_terms(f"{topic} {text}"))  # fmt: skip


def _tier(topic: str, lines: list[str], src: dict[str, str]) -> KnowledgePoint | None:
    """Parallel items that each open with a condition and give the same kind of thing under it.

    请假1天及以内：直属上级 / 请假2天至3天：直属上级、部门负责人 … or 工作日…的，150% / 休息日…的，200% …
    """
    lead = ""
    tiers: list[tuple[str, str, str]] = []  # (condition phrase, item text, what it gives)
    for ln in lines:
        ln = _clean(ln)
        if not _ITEM.match(ln):
            if not tiers and not lead:
                lead = ln
            continue
        text = _ITEM.sub("", ln, count=1).strip()
        cond = _condition_phrase(text)
        gives = _gives_kind(text[len(cond) :]) if cond else ""
        if cond and gives and _usable(text):
            tiers.append((cond, text, gives))
    kinds = {g for _, _, g in tiers}
    if len(tiers) < 2 or len(kinds) != 1:
        return None
    reference = "\n".join(t for _, t, _ in tiers)
    if lead and not any(_outcome(lead, f) for f in facts(lead)):  # a lead with rules of its own is its own point
        reference = f"{lead}{'' if re.search(r'[：:。；]$', lead) else '：'}\n{reference}"
    else:
        lead = ""
    conditions = [c for c, _, _ in tiers]
    if not _checkable(reference, "、".join(conditions)):
        return None
    topic = topic or _subject(lead or tiers[0][1])
    return KnowledgePoint(_point_id(src["document"], reference), "tier", topic, reference, src, lead=lead,
                          conditions=conditions, weight=1.2, terms=_terms(f"{topic} {reference}"))  # fmt: skip


def _outcome(text: str, f: Any) -> bool:
    return f.kind == "role" or (f.kind == "quantity" and not f.detail and not is_condition(text, f))


def _gives_kind(text: str) -> str:
    """What an item gives after its condition: approvers ("role") or a kind of value ("percent", "day" …)."""
    found = facts(text)
    if any(f.kind == "role" for f in found):
        return "role"
    values = [f.cls for f in found if f.kind == "quantity" and not f.detail and not is_condition(text, f)]
    return values[0] if values else ""


def _condition_phrase(text: str) -> str:
    """What an item applies to: "请假1天及以内", "工作日延长工作时间的" ("" when it opens with no condition)."""
    m = re.match(r"^([^：:，,。；]{2,24}?)(?:[（(][^）)]*[）)])?[：:]", text)
    if m and any(f.kind == "quantity" for f in facts(m.group(1))):
        return m.group(0).rstrip("：:").strip()
    m = re.match(r"^([^：:，,。；]{2,24}?的)[，,]", text)
    return m.group(1).strip() if m else ""


def _procedure(topic: str, lines: list[str], src: dict[str, str]) -> KnowledgePoint | None:
    steps = [_clean(ln) for ln in lines if _STEP.match(ln)]
    steps = [s for s in steps if _usable(s)]
    if len(steps) < 3:
        return None
    reference = "\n".join(steps)
    tail = [_clean(ln) for ln in lines if not _STEP.match(ln) and not _ITEM.match(ln)]
    after = [t for t in tail if t and _usable(t) and lines.index(next(x for x in lines if _clean(x) == t)) > 0]
    if after and len(after[-1]) <= 120 and facts(after[-1]):
        reference += "\n" + after[-1]  # a closing rule on the procedure (提前转正 …)
    roles = {f.value[0] for f in facts(reference) if f.kind == "role"}
    timed = [f for f in facts(reference) if f.kind == "quantity"]
    if len(roles) < 2 and len(timed) < 2:
        return None
    if not _checkable(reference):
        return None
    topic = topic or _subject(steps[0])
    return KnowledgePoint(_point_id(src["document"], reference), "procedure", topic, reference, src, weight=1.2,
                          terms=_terms(f"{topic} {reference}"))  # fmt: skip


def _subject(text: str) -> str:
    """A short subject for an untitled rule: its first content words (员工请假, 住房公积金缴存)."""
    words = [w for w in content_words(re.sub(r"[（(].*?[)）]", "", text)) if len(w) >= 2 and not re.search(r"\d", w)]
    return "".join(words[:2])[:12] or text[:8]


def related(a: KnowledgePoint, b: KnowledgePoint, rare: set[str]) -> float:
    """How much two points are about the same thing: shared rare topic words (0–1)."""
    ta, tb = set(a.terms) & rare, set(b.terms) & rare
    if not ta or not tb:
        return 0.0
    return len(ta & tb) / min(len(ta), len(tb))


def rare_terms(points: list[KnowledgePoint]) -> set[str]:
    """Topic words found in few points (in at most a quarter of them, and at most 4)."""
    df: dict[str, int] = {}
    for p in points:
        for t in set(p.terms):
            df[t] = df.get(t, 0) + 1
    limit = max(2, min(4, len(points) // 4))
    return {t for t, n in df.items() if n <= limit}
