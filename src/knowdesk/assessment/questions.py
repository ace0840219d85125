"""Questions from knowledge points, phrased as a colleague would ask, and chosen so assessments vary.

- Standard: one fact point, asked as the rule with its values left out ("…每年享有带薪年休假几天？"), or a table
  row asked by its first cell ("…较重违规的经济处罚、安全积分分别是多少？").
- Advanced: a tier ("请假1天及以内、2天至3天……分别需要谁审批？") or a procedure ("…要走哪些步骤？").
- Specialist: two related points — a rule and its exception, the same topic in two documents —
  or a tier applied to a case ("同事要请假6天，需要经过哪些人审批？").

The conditions a question states are given; what it leaves out are the key facts the grader checks
(`grading.key_facts(question, reference)`), so the question never gives its answer away.
Selection follows the material's order and weights, avoids points the user was asked recently
and never repeats the previous assessment's set when the material allows another.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from typing import Any

import numpy as np

from knowdesk.assessment.facts import Fact, facts, is_condition, is_step, same_value
from knowdesk.assessment.grading import key_facts
from knowdesk.assessment.points import KnowledgePoint, doc_title, rare_terms, related

PLAN = ("Standard", "Advanced", "Specialist", "Standard", "Advanced", "Specialist", "Standard", "Advanced",
        "Specialist", "Standard")  # fmt: skip
FALLBACK = {"Standard": ("Advanced", "Specialist"), "Advanced": ("Standard", "Specialist"),
            "Specialist": ("Advanced", "Standard")}  # the nearest difficulty the material allows  # fmt: skip
RECENT_WEIGHT = 0.05  # a point asked in the user's recent assessments, when no fresh one is left
SAME_DOCUMENT_WEIGHT = 0.35
RELATED_MIN = 0.5

_LEADS = {
    "zh": ("", "同事问你：", "想确认一下：", "新同事来问："),
    "en": ("", "A colleague asks: ", "Quick check: "),
}
_ITEM_MARK = re.compile(
    r"^\s*(?:[（(][一二三四五六七八九十]+[)）]|[①②③④⑤⑥⑦⑧⑨⑩]|\d+[、.．](?!\d)|\d+(?:\.\d+)+\s+(?=\D)|[-•*]\s)\s*"
)  # (一) ① 1、 1. 5.2␣ - : a list item's or clause's number is not part of the question
_ROLE_RUN = re.compile(r"[、和及与]")


# ---------------------------------------------------------------- phrasing
def ask_word(f: Fact) -> str:
    """The question word standing for a value: 几天, 多少天, 百分之多少, 几个工作日, 谁, 哪个部门."""
    if f.kind == "role":
        if f.value[0].endswith(("服务台", "前台")):
            return "哪里"
        if f.value[0].endswith(("委员会", "小组")):
            return "哪个机构"
        return "谁" if f.value[1] or not f.value[0].endswith(("部", "中心", "组", "办")) else "哪个部门"
    lo = f.value[0]
    surface = re.sub(r"\s", "", f.surface)
    small = lo <= 10
    if f.cls == "day":
        for unit in ("个工作日", "工作日", "个自然日"):
            if surface.endswith(unit):
                return ("几" if small else "多少") + ("个工作日" if "工作" in unit else "个自然日")
        if surface.endswith(("周", "星期")):
            return "几周"
        return "几天" if small else "多少天"
    if f.cls == "month":
        return (
            ("几年" if lo / 12 <= 10 else "多少年") if surface.endswith("年") else ("几个月" if small else "多少个月")
        )
    if f.cls == "minute":
        return ("几小时" if small else "多少小时") if "小时" in surface else "多少分钟"
    if f.cls == "percent":
        return "几倍" if surface.endswith("倍") else "几成" if surface.endswith("成") else "百分之多少"
    if f.cls == "money":
        return "多少万元" if surface.endswith("万元") else "多少钱" if surface.endswith(("块", "块钱")) else "多少元"
    if f.cls == "clock":
        return "几点"
    if f.cls == "date":
        m = re.match(r"(每|当|本|次|上|下)月", surface)
        return f"{m.group(0)}几号" if m else "几月几号" if "月" in surface else "几号"
    if f.cls == "times":
        return "几次"
    unit = re.sub(r"^[\d.\s一二两三四五六七八九十百千万半]+", "", surface)
    return ("几" if small else "多少") + unit


_AGENT_BEFORE = re.compile(r"(由|经|向|交至|交|报|找|联系|通知|到|告知|报告)$")
_AGENT_AFTER = re.compile(
    r"^(审批|审核|批准|签字|签批|负责|确认|办理|核验|备案|组织|主持|提名|评估|出具|发放|提供|统一|复核|进行|响应|在)"
)


def blanks(text: str) -> list[Fact]:
    """What a question leaves out: outcome values, and approvers or handlers acting in the rule (not a role
    merely mentioned, nor anything in quotes)."""
    return list(_blanks(text))


@functools.lru_cache(maxsize=4096)
def _blanks(text: str) -> tuple[Fact, ...]:
    """`blanks`, read once per reference: pairing points for a Specialist question weighs every pair."""
    out = []
    found = facts(text)
    for f in found:
        if (
            f.kind == "quantity" and not is_condition(text, f) and not is_step(text, f) and not _quoted(text, f.start)
        ) or (
            f.kind == "role"
            and (
                _AGENT_BEFORE.search(text[max(0, f.start - 2) : f.start]) or _AGENT_AFTER.match(text[f.end : f.end + 3])
            )
        ):
            out.append(f)
    roles = [f for f in found if f.kind == "role"]
    grown = True
    while grown:  # one approver of a list left out: the whole list ("由直属上级、部门负责人依次审批")
        grown = False
        for a, b in itertools.pairwise(roles):
            if _ROLE_RUN.fullmatch(text[a.end : b.start] or "x") and (a in out) != (b in out):
                out.append(b if a in out else a)
                grown = True
    return tuple(sorted(out, key=lambda f: f.start))


def _quoted(text: str, i: int) -> bool:
    left = text[:i]
    return left.count("“") > left.count("”")


def cloze(reference: str) -> str:
    """The reference with its outcome values and acting approvers replaced by question words."""
    text = _ITEM_MARK.sub("", reference.strip())
    text = re.sub(r"\n+", "", text)
    blanks_ = blanks(text)
    out, pos = [], 0
    for f in _role_runs(text, blanks_):
        if f.start < pos:
            continue
        out.append(text[pos : f.start])
        out.append(ask_word(f) if f.kind != "role_run" else "哪些人" if f.plural else "哪个部门")
        pos = f.end
    out.append(text[pos:])
    q = "".join(out)
    q = re.sub(r"[（(][^）)]*[)）]", lambda m: "" if facts(m.group(0)) else m.group(0), q)  # no answer in brackets
    q = re.sub(r"[。；;，,\s]+$", "", q)
    return q + "？"


def _role_runs(text: str, blanks: list[Fact]) -> list[Any]:
    """Approvers listed together ("部门负责人、IT部经理赵强") become one "哪些人"."""
    out: list[Any] = []
    for f in sorted(blanks, key=lambda f: f.start):
        prev = out[-1] if out else None
        gap = text[prev.end : f.start] if prev is not None else "x"
        if prev is not None and f.kind == "role" and prev.kind in ("role", "role_run") and (not gap or _ROLE_RUN.fullmatch(gap)):  # fmt: skip
            out[-1] = _Run(prev.start, f.end, plural=bool(gap))
        else:
            out.append(f)
    return out


class _Run:
    """Roles written together: listed (哪些人) or one inside the other (人力资源部员工关系组: 哪个部门)."""

    kind = "role_run"

    def __init__(self, start: int, end: int, plural: bool) -> None:
        self.start, self.end, self.plural = start, end, plural


def phrase(point: KnowledgePoint, language: str, lead: str = "") -> str:
    """A single point's question."""
    doc = doc_title(point.source["document"])
    if point.kind == "tier":
        return _tier_question(point, doc, language, lead)
    if point.kind == "procedure":
        return _procedure_question(point, doc, language, lead)
    if point.kind == "row":
        return _row_question(point, doc, language, lead)
    body = cloze(point.reference)
    if language == "en":
        return f"{lead}According to '{doc}': {body}"
    return f"{lead}按《{doc}》，{body}"


def _strip_brackets(s: str) -> str:
    return re.sub(r"[（(][^）)]*[)）]", "", s).strip()


def _tier_question(point: KnowledgePoint, doc: str, language: str, lead: str) -> str:
    conds = "、".join(_strip_brackets(c) for c in point.conditions)
    gives = [f for f in facts(point.reference) if f.kind == "role" or (f.kind == "quantity" and not f.detail)]
    if any(f.kind == "role" for f in gives):
        ask = "分别需要谁审批" if re.search(r"审批|批准|签字|审核", point.reference) else "分别由谁负责"
        ask_en = "who approves each"
    else:
        unit = next((f for f in gives if not is_condition(point.reference, f)), None)
        ask = f"分别按{ask_word(unit)}" if unit is not None and unit.cls == "percent" else "分别是怎么规定的"
        ask_en = "what applies to each"
    if language == "en":
        return f"{lead}According to '{doc}', how is '{point.topic}' tiered — {conds}: {ask_en}?"
    tail = "计算" if ask.startswith("分别按") else ""
    return f"{lead}按《{doc}》，{point.topic}是怎么分档的？{conds}，{ask}{tail}？"


def _row_question(point: KnowledgePoint, doc: str, language: str, lead: str) -> str:
    """A table row asked by its first cell: "按《…》，较重违规的经济处罚、安全积分分别是多少？"."""
    cols = point.conditions
    if language == "en":
        verb = "are" if len(cols) > 1 else "is"
        return f"{lead}According to '{doc}', what {verb} the {' and '.join(cols)} for '{point.lead}'?"
    amounts = all(f.kind == "quantity" for f in facts(point.reference) if not is_condition(point.reference, f))
    ask = ("分别" if len(cols) > 1 else "") + ("是多少" if amounts else "是怎么规定的")
    return f"{lead}按《{doc}》，{point.lead}的{'、'.join(cols)}{ask}？"


def _procedure_question(point: KnowledgePoint, doc: str, language: str, lead: str) -> str:
    found = facts(point.reference)
    parts, parts_en = [], []
    if any(f.kind == "role" for f in found):
        parts.append("每一步由谁办理")
        parts_en.append("who handles each step")
    if any(f.kind == "quantity" and f.cls in ("day", "minute") for f in found):
        parts.append("各环节的时限")
        parts_en.append("the deadlines")
    if any(f.kind == "quantity" and f.cls == "clock" for f in found):
        parts.append("各环节的时间")
        parts_en.append("the times")
    if language == "en":
        return f"{lead}According to '{doc}', what are the steps of '{point.topic}', in order ({', '.join(parts_en)})?"
    return f"{lead}按《{doc}》，{point.topic}要走哪些步骤？请按顺序说明{'、'.join(parts) or '每一步做什么'}。"


def case_question(point: KnowledgePoint, tier: int, language: str, lead: str = "") -> tuple[str, str] | None:
    """A tier applied to a case: (question, the tier's reference), or None when no value fits the tier."""
    if point.kind != "tier" or tier >= len(point.conditions):
        return None
    cond = _strip_brackets(point.conditions[tier])
    nums = [f for f in facts(cond) if f.kind == "quantity" and f.cls in ("day", "money", "month", "minute", "times")]
    if not nums:
        return None
    f = nums[0]
    lo, hi = f.value
    unit = re.sub(r"^[\d.\s一二两三四五六七八九十百千万半至到—–~\-]+", "", re.sub(r"\s", "", f.surface)) or "天"
    tail = re.match(r"(及以内|以内|及以上|以上|及以下|以下)?", cond[f.end :])
    qual = tail.group(0) if tail else ""
    if lo != hi:
        value = int(lo + (hi - lo) // 2) if hi - lo >= 2 else int(hi)
    elif "上" in qual or f.bound == "lower":
        value = int(lo) + 2
    else:
        value = int(lo)
    if f.cls == "month" and unit.endswith("年"):
        value //= 12
    case = cond[: f.start] + f"{value}{unit}" + cond[f.end + len(qual) :]
    lines = point.reference.split("\n")
    item = next((ln for ln in lines if ln.startswith(point.conditions[tier])), None)
    if item is None:
        return None
    doc = doc_title(point.source["document"])
    roles = any(x.kind == "role" for x in facts(item))
    if language == "en":
        ask = "who has to approve it" if roles else "what applies"
        return f"{lead}A colleague's case: {case}. According to '{doc}', {ask}?", item
    ask = (
        "需要经过哪些人审批" if roles and re.search(r"审批|批准|签字|审核", item) else "按规定应该怎么处理、标准是多少"
    )
    return f"{lead}同事的情况是：{case}。按《{doc}》，{ask}？", item


# ---------------------------------------------------------------- choosing
def _question(points: list[KnowledgePoint], text: str, difficulty: str, reference: str, kind: str) -> dict[str, Any]:
    clauses, keys = key_facts(text, reference)
    topic = " + ".join(dict.fromkeys(p.topic for p in points))

    def owner(clause: int) -> int:  # which point a fact comes from (a pair's reference is both references)
        text_ = clauses[clause].text if clause >= 0 else ""
        return next((i for i, p in enumerate(points) if text_ and text_[:12] in p.reference), 0)

    return {"question": text, "knowledge_point": topic, "difficulty": difficulty, "kind": kind,
            "points": [p.id for p in points], "reference_answer": reference,
            "key_facts": [{"value": k.fact.label, "aspect": k.aspect, "point": owner(k.clause)} for k in keys],
            "sources": [p.source for p in points], "source_text": reference,
            "point_refs": [{"id": p.id, "topic": p.topic, "reference": p.reference, "source": p.source}
                           for p in points]}  # fmt: skip


MAX_BLANKS = 4


def _same_fact(a: KnowledgePoint, b: KnowledgePoint) -> bool:
    """Two points that ask for the same value (90% in both documents): one question would ask it twice."""
    fa, fb = blanks(a.reference), blanks(b.reference)
    return any(same_value(x, y) for x in fa for y in fb)


def _blank_count(point: KnowledgePoint) -> int:
    return len(_role_runs(point.reference, blanks(point.reference)))


def good_cloze(point: KnowledgePoint) -> bool:
    """A single point reads well as a question: one to four things left out, not a paragraph."""
    if point.kind in ("tier", "procedure", "row"):
        return True
    return 1 <= _blank_count(point) <= MAX_BLANKS and len(point.reference) <= 160


def checkable(question: dict[str, Any]) -> bool:
    """The question's reference holds a fact the grader checks (a value, an approver or a step order)."""
    _, keys = key_facts(question["question"], question["reference_answer"])
    return any(k.weight >= 1 and k.fact.kind in ("quantity", "role", "order") for k in keys)


def choose(
    points: Sequence[KnowledgePoint],
    n: int,
    language: str,
    seed: int = 0,
    avoid: Sequence[str] = (),
    previous: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """`n` questions over the points: difficulties mixed, documents spread, recent points avoided."""
    rng = np.random.default_rng(seed)
    pool = list(points)
    if not pool:
        return []
    rare = rare_terms(pool)
    recent = set(avoid)
    for attempt in range(4):
        chosen: list[dict[str, Any]] = []
        used: set[str] = set()
        docs: list[str] = []
        fresh = [p for p in pool if p.id not in recent]
        for difficulty in PLAN[:n]:
            q = None
            for points in (fresh, pool):  # a point not asked recently at a nearby difficulty before a repeat
                for level in (difficulty, *FALLBACK[difficulty]):
                    q = _pick(level, points, rare, rng, used, docs, recent, language)
                    if q is not None:
                        break
                if q is not None:
                    break
            if q is None:
                break
            chosen.append(q)
            used.update(q["points"])
            docs.extend(s["document"] for s in q["sources"])
        ids = {p for q in chosen for p in q["points"]}
        if not previous or ids != set(previous) or attempt == 3:
            break
        recent |= ids  # the same set as last time: draw again with those points pushed back
    for i, q in enumerate(chosen, 1):
        q["id"] = f"q{i}"
    return chosen


def _weights(cands: list[KnowledgePoint], docs: list[str], recent: set[str]) -> np.ndarray:
    w = np.array([p.weight * (RECENT_WEIGHT if p.id in recent else 1.0)
                  * (SAME_DOCUMENT_WEIGHT ** docs.count(p.source["document"])) for p in cands])  # fmt: skip
    return w / w.sum()


def _lead(rng: np.random.Generator, language: str) -> str:
    leads = _LEADS.get(language, _LEADS["zh"])
    return leads[int(rng.integers(len(leads)))]


def _pick(
    difficulty: str,
    pool: list[KnowledgePoint],
    rare: set[str],
    rng: np.random.Generator,
    used: set[str],
    docs: list[str],
    recent: set[str],
    language: str,
) -> dict[str, Any] | None:
    free = [p for p in pool if p.id not in used]
    if difficulty == "Standard":
        cands = [p for p in free if p.kind in ("fact", "exception", "row")]
    elif difficulty == "Advanced":
        cands = [p for p in free if p.kind in ("tier", "procedure")]
    else:
        return _specialist(free, rare, rng, docs, recent, language)
    while cands:
        p = cands[int(rng.choice(len(cands), p=_weights(cands, docs, recent)))]
        q = _question([p], phrase(p, language, _lead(rng, language)), difficulty, p.reference, p.kind)
        if checkable(q) and good_cloze(p):
            return q
        cands.remove(p)
    return None


def _specialist(
    free: list[KnowledgePoint],
    rare: set[str],
    rng: np.random.Generator,
    docs: list[str],
    recent: set[str],
    language: str,
) -> dict[str, Any] | None:
    """Two related points (a rule and its exception, one topic in two documents), else a tier applied to a case."""
    pairs: list[tuple[float, KnowledgePoint, KnowledgePoint]] = []
    singles = [p for p in free if p.kind in ("fact", "exception") and good_cloze(p)]
    for i, a in enumerate(singles):
        for b in singles[i + 1 :]:
            same_rule = a.source["id"] == b.source["id"] and a.topic == b.topic and "exception" in (a.kind, b.kind)
            across = a.source["document"] != b.source["document"] and related(a, b, rare) >= RELATED_MIN
            short = _blank_count(a) + _blank_count(b) <= MAX_BLANKS + 1  # one question, not two paragraphs
            if (same_rule or across) and short and not _same_fact(a, b):
                w = a.weight * b.weight * (RECENT_WEIGHT if a.id in recent or b.id in recent else 1.0)
                w *= SAME_DOCUMENT_WEIGHT ** (docs.count(a.source["document"]) + docs.count(b.source["document"]))
                pairs.append((w, a, b))
    lead = _lead(rng, language)
    if pairs:
        w = np.array([x[0] for x in pairs])
        _, a, b = pairs[int(rng.choice(len(pairs), p=w / w.sum()))]
        if a.kind == "exception" and b.kind != "exception":
            a, b = b, a
        shared = [t for t in a.terms if t in b.terms]  # what the two are about: a topic word first, then a rare one
        shared.sort(key=lambda t: (not (t in a.topic or t in b.topic), t not in rare, -len(t)))
        shared = shared or [a.topic]
        glue = "另外，" if language != "en" else " Also: "
        head = f"关于{shared[0]}，" if language != "en" else f"On '{shared[0]}': "
        text = f"{lead}{head}{phrase(a, language)}{glue}{phrase(b, language)}"
        q = _question([a, b], text, "Specialist", f"{a.reference}\n{b.reference}", "pair")
        if checkable(q):
            return q
    tiers = [p for p in free if p.kind == "tier"]
    while tiers:
        p = tiers[int(rng.choice(len(tiers), p=_weights(tiers, docs, recent)))]
        order = rng.permutation(len(p.conditions))
        for t in order:
            made = case_question(p, int(t), language, lead)
            if made:
                q = _question([p], made[0], "Specialist", made[1], "case")
                if checkable(q):
                    return q
        tiers.remove(p)
    return None
