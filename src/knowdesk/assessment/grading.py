"""Grading one answer against a reference: facts stated right, facts stated wrong, meaning agreed.

The reference is cut into clauses (one rule or tier each), the answer into short clauses; each
answer clause is aligned with the reference clause it talks about (shared wording with facts
masked, shared facts, and the embedder's sentence similarity). A key fact is right when an
aligned clause states its value, wrong when an aligned clause states another value of the same
kind (or denies the rule), missing otherwise. A value listed without a statement around it
counts for little, so a keyword list cannot pass; a wrong value costs more than a missing one.

    score = 10 × (0.75 × fact credit + 0.25 × semantic agreement),  0 for no answer

Feedback names the aspect (审批人, 时限, 比例 …), never the expected value.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from knowdesk.assessment.facts import Fact, facts, halfwidth, is_condition, same_value

FACT_WEIGHT = 0.75
WRONG_PENALTY = 1.0  # a wrong value cancels a right one: stating a wrong number is worse than omitting it
UNBOUND_CREDIT = 0.25  # a right value without a statement around it (a keyword list)
STUFFING_CAP = 3.0
SEMANTIC_LEAD = 0.5  # how far semantic agreement may run ahead of the fact credit
ALIGN_MIN = 0.3
WRONG_EVIDENCE = 0.2  # share of its wording (not its values) a clause shares with the rule before a value is wrong

_ITEM_SPLIT = re.compile(
    r"(?=[（(][一二三四五六七八九十]+[)）])|(?=第[一二三四五六七八九十]+步)|(?=(?<![\d.:])\d+[.、](?![\d.]))"
    r"|(?=[①②③④⑤⑥⑦⑧⑨⑩])|(?=(?<![A-Za-z])[A-H]\s*[:：])"
)
_SENT_SPLIT = re.compile(r"(?<=[。；;！？!?\n])|\s*(?:→|->)\s*")  # a chain's steps are clauses of one block
_ANS_SPLIT = re.compile(r"[。；;！？!?\n，,]|(?<!\d):(?!\d)|→|->|=>")
_NEGATION = ("不用", "无需", "无须", "不需要", "不必", "不给", "不发", "不限", "没有", "不要", "不参与", "不算", "不予",
             "不安排", "免", "不能", "不可以", "不会", "不享受", "不支付", "不用管")  # fmt: skip
_REFUSALS = ("不知道", "不清楚", "不确定", "不了解", "没了解过", "没了解", "没有了解", "不太了解", "不熟悉", "没接触过",
             "说不上来", "答不上来", "想不起来", "记不得", "不记得", "记不清", "忘了", "忘记了", "没印象", "没有印象", "不会",
             "不懂", "不晓得", "没听说", "没看过", "不太清楚", "不太确定", "无可奉告", "跳过", "不知", "没学过",
             "i don't know", "i do not know", "don't know", "dont know", "no idea", "not sure", "idk", "pass",
             "don't remember", "i'm not sure", "unknown")  # fmt: skip
_FUNCTION_CHARS = set("的了是在和与及或也都就而把被对于之其这那个一")
_RELATION_WORDS = ("每", "按", "由", "为", "是", "有", "给", "加", "扣", "发", "须", "需", "要", "可", "经", "应", "算",
                   "最", "满", "超", "不", "前", "后", "内", "起", "至", "到", "先", "再", "然后", "交", "提", "批")  # fmt: skip
_DISTRACTORS = (
    "会议室需要提前在前台预约，使用后请保持整洁。", "公司食堂的午餐供应时间为十一点半到一点。", "办公区域禁止吸烟，吸烟请到指定区域。",
    "快递统一在前台登记后自行领取。", "停车位按先到先得的原则分配。", "节日礼品由行政部统一采购发放。",
    "新产品发布会定于下周在上海举行。", "请大家节约用水用电，离开时关灯。", "打印机卡纸时请联系服务台处理。",
    "The cafeteria serves lunch from noon.", "Meeting rooms must be booked in advance.", "今天天气晴，最高气温二十五度。",
)  # fmt: skip

Similarity = Callable[[Sequence[str], Sequence[str]], np.ndarray]


# ---------------------------------------------------------------- clauses
@dataclass
class Clause:
    text: str
    block: int
    facts: list[Fact]
    grams: set[str]
    negated: bool
    relational: bool  # states something (a verb, a bound, or a value with its subject), not a bare keyword
    context: set[str] = field(default_factory=set)  # thresholds set earlier in the same sentence of an answer


def _mask(text: str, found: list[Fact]) -> list[str]:
    """Units for bigrams: characters and Latin words, each fact replaced by one token.

    A condition keeps its value (a tier is known by its threshold); an outcome, a role or a form
    only its kind, so a clause is matched to the rule it is about, not to the rule whose value or
    approver it happens to name.
    """
    t = halfwidth(text).lower()
    units: list[str] = []
    i = 0
    spans = sorted((f.start, f.end, f) for f in found)
    k = 0
    while i < len(t):
        if k < len(spans) and spans[k][0] <= i:
            f = spans[k][2]
            if is_condition(text, f):
                units.append(f"<{f.cls}:{f.value[0]:g}-{f.value[1]:g}>")
                if f.bound:  # "前5天" and "超过5天" are different tiers of one value
                    units.append(f"<{f.cls}:{f.value[0]:g}-{f.value[1]:g}^{f.bound}>")
            else:
                units.append(f"<{f.cls if f.kind == 'quantity' else f.kind}>")
            i = max(i + 1, spans[k][1])
            k += 1
            continue
        ch = t[i]
        if re.match(r"[a-z0-9]", ch):
            j = i
            while j < len(t) and re.match(r"[a-z0-9.]", t[j]):
                j += 1
            units.append(t[i:j])
            i = j
            continue
        if "\u4e00" <= ch <= "\u9fff" and ch not in _FUNCTION_CHARS:
            units.append(ch)
        elif re.match(r"[^\w\s]", ch) and units and units[-1] != "|":
            units.append("|")  # punctuation ends a run: no bigram across "加班的，按"
        i += 1
    return units


def grams(text: str, found: list[Fact]) -> set[str]:
    u = _mask(text, found)
    out = {a + b for a, b in itertools.pairwise(u) if a != "|" and b != "|"}
    out |= {x for x in u if x.startswith("<") or len(x) > 1}
    out |= {f"[{f.value[0]}]" for f in found if f.kind == "role"}  # which approver: a weak hint, bigrams say <role>
    return out


def clause(text: str, block: int = 0) -> Clause:
    found = facts(text)
    g = grams(text, found)
    plain = re.sub(r"[（(][^）)]*[）)]|“[^”]*”|\s+", "", text)  # a bracketed exception or a quoted option is no denial
    plain = re.sub(r"不(会|能|得|可以)?(低于|高于|少于|多于|超过|早于|晚于)", "", plain)  # "不会低于" is a limit
    negated = any(n in plain for n in _NEGATION)
    rest = _without(text, found)
    conditions = [f for f in found if is_condition(text, f)]
    relational = bool(
        any(f.bound for f in found if f.kind == "quantity")
        or (conditions and len(found) > len(conditions))  # "6到10年7天": a tier and what it gives
        or (found and len(rest) >= 2)
        or (len(rest) >= 3 and any(w in rest for w in _RELATION_WORDS))
        or len(rest) >= 8
    )
    return Clause(text, block, found, g, negated, relational)


def _without(text: str, found: list[Fact]) -> str:
    t = halfwidth(text)
    for f in sorted(found, key=lambda f: -f.start):
        t = t[: f.start] + t[f.end :]
    return re.sub(r"[^\w\u4e00-\u9fff]", "", t)


def reference_clauses(reference: str) -> list[Clause]:
    """Clauses (one rule or tier each) in blocks: list items or steps when numbered, else sentences.

    A sentence is cut at commas into pieces that each give something (a value, an approver); a
    piece that only sets a condition ("连续工作满12个月后，") stays with the piece it conditions.
    """
    out: list[Clause] = []
    items = [x for x in _ITEM_SPLIT.split(reference or "") if x and x.strip()]
    numbered = len(items) > 1
    block = 0
    for item in items:
        for sentence in (x for x in _SENT_SPLIT.split(item) if x):
            pending = ""
            first = len(out)
            pieces = _pieces(sentence)
            for n, piece in enumerate(pieces):
                text = pending + piece
                found = facts(text)
                rest = "".join(pieces[n + 1 :])  # whether a value sets a tier shows in what the sentence gives after it
                if any(_gives(text + rest, f) for f in found):
                    _add_clause(out, text, block)
                    pending = ""
                else:
                    pending = text
            if pending:
                if out and out[-1].block == block and not facts(pending):
                    out[-1] = clause(out[-1].text + pending, block)  # a trailing remark belongs to its rule
                else:
                    _add_clause(out, pending, block)
            _carry_conditions(out[first:])
            if not numbered:
                block += 1
        block += 1 if numbered else 0
    return out


def _threshold_grams(g: set[str]) -> set[str]:
    return {x for x in g if x.startswith("<") and x.endswith(">") and ":" in x and x.count("<") == 1}


def _carry_conditions(clauses: list[Clause], into_grams: bool = True) -> None:
    """A sentence's threshold governs its later clauses until another one is set:
    "4天至10天：…审批后，报人力资源部备案" (both pieces), "满1—5年者，5天，6-10年者7天" (each its own).

    In the reference it becomes part of the clause's wording; in an answer only its context (which
    tier a value is stated under), since an answer's next clause may well be about something else.
    """
    carried: set[str] = set()
    for c in clauses:
        own = _threshold_grams(c.grams)
        if own:
            carried = own
        elif into_grams:
            c.grams |= carried
        else:
            c.context = set(carried)


def _pieces(sentence: str) -> list[str]:
    """Comma pieces; a piece listing parallel tiers ("试用期内应提前3天、转正后应提前30天") is cut at 、."""
    out = []
    for piece in re.split(r"(?<=[，,])", sentence):
        parts = re.split(r"(?<=[、])", piece)
        parts = [p for p in parts if p]
        gives = [[f.cls for f in facts(x) if _gives(x, f) and f.kind == "quantity"] for x in parts]
        parallel = len(parts) > 1 and all(gives) and len({g[0] for g in gives}) == 1
        out.extend(parts if parallel else [piece])
    return out


def _gives(text: str, f: Fact) -> bool:
    """A role, or a value that is neither a condition, a bracketed detail nor a rate's step (每满1年)."""
    if f.detail:
        return False
    if f.kind == "role":
        return True
    return (
        f.kind == "quantity"
        and not is_condition(text, f)
        and "每" not in halfwidth(text)[max(0, f.start - 6) : f.start]
    )


def _add_clause(out: list[Clause], text: str, block: int) -> None:
    text = text.strip(" \t-•*|:：，,")
    if text and re.search(r"[\w\u4e00-\u9fff]", text):
        out.append(clause(text, block))


def answer_clauses(answer: str) -> list[Clause]:
    """Short clauses; one that only sets a condition ("合同期限1年以上不满3年的，") stays with what follows."""
    parts: list[str] = []
    pending = ""
    for piece in _ANS_SPLIT.split(halfwidth(answer or "")):
        tokens = piece.split()
        listed = len(tokens) >= 3 and max(len(x) for x in tokens) <= 8  # "年假 7天 1天 15天": items, not a sentence
        words = _split_spaces(piece) if listed or not re.search(r"[，。；、,;!?！？：]", answer) else [piece]
        if pending and words:
            words[0] = f"{pending}，{words[0]}"
            pending = ""
        if len(words) == 1 and _only_condition(words[0]):
            pending = words[0]
            continue
        parts.extend(words)
    if pending:
        parts.append(pending)
    out: list[Clause] = []
    for sentence in _group_sentences(answer, parts):
        group = [
            clause(p) for p in (x.strip(" \t-•*|:：、") for x in sentence) if p and re.search(r"[\w\u4e00-\u9fff]", p)
        ]
        _carry_conditions(group, into_grams=False)
        out.extend(group)
    return out


def _group_sentences(answer: str, parts: list[str]) -> list[list[str]]:
    """The answer's clauses grouped by sentence (。；！？ or a line break ends one)."""
    t = halfwidth(answer or "")
    groups: list[list[str]] = [[]]
    pos = 0
    for p in parts:
        i = t.find(p[-4:] if len(p) >= 4 else p, pos)
        groups[-1].append(p)
        if i >= 0:
            pos = i + min(len(p), 4)
            if re.match(r"\s*[。；;！？!?\n]", t[pos:]):
                groups.append([])
    return [g for g in groups if g]


def _only_condition(text: str) -> bool:
    """A piece that names a case and gives nothing ("3年及以上的", "休息日加班且不能安排调休的")."""
    found = facts(text)
    if any(f.kind == "role" or (f.kind == "quantity" and not is_condition(text, f)) for f in found):
        return False
    ends = re.search(r"(的|者|部分)$", text.strip()) or (found and re.search(r"(时|后)$", text.strip()))
    return bool(ends)  # "提交申领单后，" is a step of its own, "满12个月后，" a condition


def _split_spaces(piece: str) -> list[str]:
    """A space between words separates list items ("年假 7天 1天"); one inside "9:00 以后" does not."""
    tokens = piece.split()
    if len(tokens) <= 1:
        return [piece]
    out = [tokens[0]]
    for tok in tokens[1:]:
        prev = out[-1]
        joined_number = re.search(r"[\d:.]$", prev) and re.match(r"[\u4e00-\u9fff%]", tok) and len(tok) <= 3
        qualifier = re.search(r"(最多|最少|至少|不超过|超过|不少于|满|约|共|为|是|按|每|前|后|内|扣|罚)$", prev)
        if joined_number or (qualifier and re.match(r"[\d一二两三四五六七八九十半]", tok)):
            out[-1] = prev + tok
        else:
            out.append(tok)
    return out


def is_refusal(answer: str) -> bool:
    """Nothing but a refusal ("不知道", "？", "I don't know") once fillers are removed."""
    t = halfwidth(answer or "").lower().strip()
    for r in sorted(_REFUSALS, key=len, reverse=True):
        t = t.replace(r, " ")
    t = re.sub(r"[嗯呃啊哦额唉这个那个我也还是真的具体太了吧呢的啦呀哈过方面一块规定条事]", "", t)
    return len(re.sub(r"[^\w\u4e00-\u9fff]", "", t)) == 0


def has_refusal(answer: str) -> bool:
    t = halfwidth(answer or "").lower()
    return any(r in t for r in _REFUSALS)


# ---------------------------------------------------------------- result
@dataclass
class FactStatus:
    fact: Fact
    clause: int
    aspect: str
    status: str = "missing"  # right | wrong | unbound | missing
    weight: float = 1.0

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.fact.label, "aspect": self.aspect, "status": self.status}


@dataclass
class Grading:
    score: float
    facts: list[FactStatus]
    semantic: float
    flags: list[str] = field(default_factory=list)  # refusal | off_topic | keyword_list | contradiction
    feedback: str = ""
    follow_up: str = ""  # a model's own follow-up question (llm mode), when it reveals nothing

    def by_status(self, status: str) -> list[FactStatus]:
        return [f for f in self.facts if f.status == status]

    def to_dict(self) -> dict[str, Any]:
        return {"score": self.score, "facts_right": [f.to_dict() for f in self.by_status("right")],
                "facts_wrong": [f.to_dict() for f in self.by_status("wrong")],
                "facts_missing": [f.to_dict() for f in self.facts if f.status in ("missing", "unbound")],
                "semantic": round(self.semantic, 3), "flags": self.flags, "feedback": self.feedback}  # fmt: skip

    def aspects(self, *statuses: str) -> list[str]:
        return list(dict.fromkeys(f.aspect for f in self.facts if f.status in statuses))


# ---------------------------------------------------------------- key facts
def key_facts(question: str, reference: str) -> tuple[list[Clause], list[FactStatus]]:
    """The reference's clauses and the facts an answer must state (those the question gives away excluded)."""
    clauses = reference_clauses(reference)
    given = facts(question or "")
    out: list[FactStatus] = []
    seen: dict[int, list[Fact]] = {}
    for i, c in enumerate(clauses):
        for f in c.facts:
            if any(same_value(f, g) and (f.kind != "quantity" or f.value == g.value) for g in given):
                continue
            if f.kind != "quantity" and any(same_value(f, s) for s in seen.get(c.block, [])):
                continue  # the same approver named twice in one step is one fact
            if f.detail and is_condition(c.text, f):
                continue  # "（含半天）" refines a condition; nobody is expected to recite it
            seen.setdefault(c.block, []).append(f)
            weight = 0.3 if f.kind == "form" else 0.5 if f.detail else 1.0
            out.append(FactStatus(f, i, aspect_of(f, c.text), weight=weight))
    if _is_procedure(reference, out):
        order = Fact("order", "order", ("order",), "", 0, 0, "")
        out.append(FactStatus(order, -1, "order"))
    return clauses, out


def _is_procedure(reference: str, statuses: list[FactStatus]) -> bool:
    steps = re.search(r"第[一二三四五六七八九十]步|→|->|首先|然后|(?<![\d.])[1-9][.、](?!\d)", reference or "")
    return bool(steps) and len({s.fact.value[0] for s in statuses if s.fact.kind == "role"}) >= 3


def aspect_of(f: Fact, context: str) -> str:
    """The aspect a fact answers (a key into the feedback phrases), e.g. approver, deadline, rate."""
    if f.kind == "role":
        t = halfwidth(context)
        after, before = t[f.end : f.end + 40], t[max(0, f.start - 3) : f.start]
        # "由直属上级、部门负责人依次审批": a listed approver takes the verb after the list
        verb = r"^(?:[、和及与][^，,；;。、]{2,14}?)*[^，,；;。]{0,4}?(审批|批准|审核|签字|签批|核验|批)"
        approves = re.match(verb, after) or before.endswith(("经", "须经"))
        return "approver" if approves else "handler"
    if f.kind == "form":
        return "form"
    tail = re.sub(r"[（(][^）)]*[）)]", "", halfwidth(context)[f.end : f.end + 30])[:12]
    if re.match(r"[^，,；;。]*?(的[，,：:]|[：:])", tail) or re.match(
        r"(及以内|以内|及以上|以上|至|到)?[^，,；;。]{0,6}[：:]", tail
    ):
        return "condition"
    return {"day": "deadline" if f.bound == "upper" or re.search(r"内|前", tail[:3]) else "days", "minute": "duration",
            "month": "period", "percent": "rate", "money": "amount", "times": "count", "clock": "time",
            "date": "date"}.get(f.cls, "quantity")  # fmt: skip


# ---------------------------------------------------------------- the score
def finish(keys: list[FactStatus], semantic: float, flags: list[str], answer: str) -> Grading:
    """The 0–10 score from fact statuses and semantic agreement (shared by the local and the llm examiner).

    A keyword list is capped; an answer with no fact right scores at most 1 (off-topic when its
    meaning is also far from the reference); a refusal with nothing stated is 0.
    """
    flags = list(flags)
    total = sum(k.weight for k in keys)
    right = sum(k.weight for k in keys if k.status == "right")
    wrong = sum(k.weight for k in keys if k.status == "wrong")
    unbound = sum(k.weight for k in keys if k.status == "unbound")
    if total:
        credit = max(0.0, (right + UNBOUND_CREDIT * unbound - WRONG_PENALTY * wrong) / total)
        semantic = min(
            semantic, SEMANTIC_LEAD + credit
        )  # sounding like the rule without its facts is topic, not knowledge
        score = 10 * (FACT_WEIGHT * credit + (1 - FACT_WEIGHT) * semantic)
        if right == 0:
            score = min(score, 1.0)  # closeness to the topic alone shows no knowledge
    else:
        score = 10 * semantic
    if "keyword_list" in flags:
        score = min(score, STUFFING_CAP)
    if right == 0 and semantic < 0.5:
        flags.append("off_topic")
        score = min(score, 1.0)
    if has_refusal(answer) and right == 0 and wrong == 0:
        flags.append("refusal")
        score = 0.0
    return Grading(round(score, 1), keys, semantic, list(dict.fromkeys(flags)))


# ---------------------------------------------------------------- the grader
class Grader:
    """Deterministic grading; `similarity(answers, references)` (cosine matrix) adds meaning when given."""

    def __init__(self, similarity: Similarity | None = None) -> None:
        self.similarity = similarity

    def grade(self, question: str, reference: str, answers: Sequence[str]) -> Grading:
        """Grade the answers to one question (a follow-up answer completes or corrects the first)."""
        ref_clauses, keys = key_facts(question, reference)
        given = [a for a in answers if a and a.strip()]
        if not given or all(is_refusal(a) for a in given):
            return Grading(0.0, keys, 0.0, ["refusal"])
        anchor = self._anchor(question, ref_clauses)
        per_answer = [self._facts_of(ref_clauses, keys, a, anchor) for a in given]
        statuses = _merge([p[0] for p in per_answer])
        stuffing = all(p[1] for p in per_answer)
        contradiction = any(p[2] for p in per_answer)
        for k, s in zip(keys, statuses, strict=True):
            k.status = s
        sem = self._semantic(ref_clauses, keys, given, anchor)
        flags = ["keyword_list"] * stuffing + ["contradiction"] * contradiction
        return finish(keys, sem, flags, " ".join(given))

    # ------------------------------------------------------------ facts
    def _facts_of(
        self, ref: list[Clause], keys: list[FactStatus], answer: str, anchor: float
    ) -> tuple[list[str], bool, bool]:
        """Per key fact its status in one answer; whether the answer is a keyword list; whether it denies a rule."""
        clauses = _with_names(answer_clauses(answer), keys)
        statuses = ["missing"] * len(keys)
        if not clauses:
            return statuses, False, False
        spaced = len(answer.split()) >= 3 and not re.search(
            r"[，。；、,;!?！？：]", answer
        )  # words set apart by spaces
        stuffing = len(clauses) >= 3 and (spaced or sum(c.relational for c in clauses) / len(clauses) < 0.34)
        aligned = self._align(clauses, ref, anchor)
        used: set[tuple[int, int]] = set()
        contradiction = False

        def facts_in(ais: list[int]) -> list[tuple[int, int, Fact]]:
            return [(ai, fi, g) for ai in ais for fi, g in enumerate(clauses[ai].facts) if (ai, fi) not in used]

        tiers = {ri: _conditions(r.grams) for ri, r in enumerate(ref)}
        tiered = {t[0] for ts in tiers.values() for t in ts}
        tiered = {cls for cls in tiered if sum(any(t[0] == cls for t in ts) for ts in tiers.values()) >= 2}

        def unbound_outcome(i: int, ai: int) -> bool:
            """In a rule of several tiers, a value given without its tier's condition is not a statement of it."""
            ri = keys[i].clause
            own = {t for t in tiers[ri] if t[0] in tiered}
            if not own or is_condition(ref[ri].text, keys[i].fact):
                return False
            return not any(_fits(t, own) for t in _conditions(clauses[ai].grams | clauses[ai].context))

        def state(i: int, ai: int, fi: int) -> None:
            nonlocal contradiction
            c, r = clauses[ai], ref[keys[i].clause]
            used.add((ai, fi))
            if c.negated and not r.negated:
                statuses[i], contradiction = "wrong", True
            else:
                statuses[i] = "unbound" if stuffing or not c.relational or unbound_outcome(i, ai) else "right"

        about = {ri: [ai for ai, a in enumerate(aligned) if a[0] == ri] for ri in range(len(ref))}
        in_block = {ri: [ai for ai, a in enumerate(aligned) if a[0] >= 0 and ref[a[0]].block == ref[ri].block]
                    for ri in range(len(ref))}  # fmt: skip
        live = [i for i, k in enumerate(keys) if k.clause >= 0]
        # 1. the value stated in a clause about this rule, then (approvers, forms) anywhere in the same step
        for scope in (about, in_block):
            for i in live:
                if statuses[i] == "missing" and (scope is about or keys[i].fact.kind != "quantity"):
                    hit = next(((ai, fi) for ai, fi, g in facts_in(scope[keys[i].clause]) if same_value(keys[i].fact, g)), None)  # fmt: skip
                    if hit:
                        state(i, *hit)
        # 2. another value of the same kind stated about this rule: wrong
        for i in live:
            k = keys[i]
            if statuses[i] != "missing" or k.fact.kind == "form":
                continue
            siblings = [keys[j].fact for j in live if keys[j].clause == k.clause]
            step = [keys[j].fact for j in live if ref[keys[j].clause].block == ref[k.clause].block]
            for ai, fi, g in facts_in(about[k.clause]):
                if aligned[ai][2] < WRONG_EVIDENCE or g.cls != k.fact.cls or not clauses[ai].relational or stuffing:
                    continue  # saying a value is wrong takes more than a loose resemblance
                if not any(same_value(g, o) for o in (step if g.kind == "role" else siblings)):
                    used.add((ai, fi))
                    statuses[i] = "wrong"
                    break
        # 3. a clause about this rule that denies it
        for ri, ais in about.items():
            for ai in ais:
                c = clauses[ai]
                if c.negated and not ref[ri].negated and c.relational and c.grams & ref[ri].grams:
                    for i in live:
                        if keys[i].clause == ri and statuses[i] == "missing":
                            statuses[i], contradiction = "wrong", True
        # 4. a value or an approver only one fact has, stated in a statement not taken as evidence elsewhere
        for i in live:
            if statuses[i] == "missing" and keys[i].fact.kind in ("quantity", "role") and not stuffing:
                # "先过部门负责人" may be too short to align; a clause with a value of its own must align
                unique = [ai for ai, c in enumerate(clauses) if c.relational and (aligned[ai][0] >= 0
                          or (keys[i].fact.kind == "role" and not any(f.kind == "quantity" for f in c.facts)))]  # fmt: skip
                hit = next(((ai, fi) for ai, fi, g in facts_in(unique) if same_value(keys[i].fact, g)
                            and sum(same_value(k.fact, g) for k in keys) == 1), None)  # fmt: skip
                if hit:
                    other = aligned[hit[0]][0]
                    if (
                        other >= 0
                        and other != keys[i].clause
                        and tiers[other]
                        and any(
                            _fits(t, tiers[other]) for t in _conditions(clauses[hit[0]].grams | clauses[hit[0]].context)
                        )
                    ):
                        used.add(hit)
                        statuses[i] = "wrong"  # "迟到3次以内每次扣50元": the 50元 of another tier
                    else:
                        state(i, *hit)
        # 5. a right value said on its own ("7天，…"): right when only one fact of the reference has it,
        #    little credit in a keyword list or when it could belong to several facts
        for i in live:
            if statuses[i] == "missing":
                bare = [ai for ai, c in enumerate(clauses) if stuffing or not c.relational
                        or (aligned[ai][0] < 0 and len(_without(c.text, c.facts)) <= 1)]  # fmt: skip
                hit = next(((ai, fi) for ai, fi, g in facts_in(bare) if same_value(keys[i].fact, g)), None)
                if hit:
                    used.add(hit)
                    g = clauses[hit[0]].facts[hit[1]]
                    unique = sum(same_value(k.fact, g) for k in keys) == 1
                    statuses[i] = "right" if unique and not stuffing and g.kind == "quantity" else "unbound"
        # 6. a tier named one way names it: "迟到10分钟以内" states the tier the reference also gives as "9:00-9:10"
        for ri in range(len(ref)):
            conds = [i for i in live if keys[i].clause == ri and is_condition(ref[ri].text, keys[i].fact)]
            if any(statuses[i] == "right" for i in conds):
                for i in conds:
                    if statuses[i] == "missing":
                        statuses[i] = "right"
        # 7. a tier's threshold stated with the wrong outcome is not a right statement
        for ri in range(len(ref)):
            mine = [i for i in live if keys[i].clause == ri]
            outcome = [i for i in mine if not is_condition(ref[ri].text, keys[i].fact)]
            if any(statuses[i] == "wrong" for i in outcome) and not any(statuses[i] == "right" for i in outcome):
                for i in mine:
                    if statuses[i] == "right" and i not in outcome:
                        statuses[i] = "unbound"
        self._order(keys, statuses, clauses, answer)
        return statuses, stuffing, contradiction

    def _order(self, keys: list[FactStatus], statuses: list[str], clauses: list[Clause], answer: str) -> None:
        """A procedure's order: right when the steps named come in the reference's order."""
        oi = next((i for i, k in enumerate(keys) if k.fact.kind == "order"), None)
        if oi is None:
            return
        ref_roles = [k for k in keys if k.fact.kind == "role"]
        text = halfwidth(answer).lower()
        positions = []
        for rank, k in enumerate(ref_roles):
            pos = min((text.find(n.lower()) for n in k.fact.names if n and n.lower() in text), default=-1)
            if pos >= 0:
                positions.append((rank, pos))
        if len(positions) < 3:
            return
        pairs = [(a, b) for i, a in enumerate(positions) for b in positions[i + 1 :] if a[0] != b[0]]
        concordant = sum((a[0] < b[0]) == (a[1] < b[1]) for a, b in pairs) / max(1, len(pairs))
        if concordant >= 0.75:
            statuses[oi] = "right"
        elif concordant <= 0.5:
            statuses[oi] = "wrong"

    def _align(self, clauses: list[Clause], ref: list[Clause], anchor: float) -> list[tuple[int, float, float]]:
        """Each answer clause's reference clause (or -1), how well it matches and how much wording they share."""
        if not ref:
            return [(-1, 0.0, 0.0)] * len(clauses)
        emb = self._fractions([c.text for c in clauses], [r.text for r in ref])
        df: dict[str, int] = {}
        for r in ref:
            for g in r.grams:
                df[g] = df.get(g, 0) + 1
        out = []
        for ai, c in enumerate(clauses):
            best, best_s = -1, 0.0
            scores, lexes = [], []
            for ri, r in enumerate(ref):
                lex = _containment(c.grams, r.grams, df, len(ref))
                # the wording around the values, and the thresholds it shares (a clause "11到19年…" is only its tier;
                # a threshold it does not share may be the wrong value in question, so it does not count against it)
                words = {g for g in c.grams if "<" not in g and "[" not in g}
                words |= {g for g in c.grams & r.grams if ":" in g and g.count("<") == 1}
                ctx = _containment(words, r.grams, df, len(ref)) if words else 0.0
                if not (c.grams & r.grams) - {g for g in c.grams if g[:1] in "<[" and g[-1:] in ">]" and ":" not in g}:
                    lex = 0.0  # only a value or an approver in common: not evidence the clause is about this rule
                related = min(1.5, max(0.0, float(emb[ai, ri])) / anchor) / 1.5 if emb.size else 0.0
                # with wording in common, polarity counts too ("不给调休" is about the rule that says 不安排调休)
                s = 0.6 * lex + 0.4 * related + 0.1 * (c.negated == r.negated) if lex > 0 else 0.25 * related
                if _other_threshold(c.grams, r.grams, [o.grams for o in ref if o is not r]):
                    s -= 0.3  # "2到3天…" is about the tier that starts at 2天, not the one at 4天
                scores.append(s)
                lexes.append(ctx)
                if s > best_s:
                    best, best_s = ri, s
            out.append((best, best_s, lexes[best] if best >= 0 else 0.0) if best_s >= ALIGN_MIN else (-1, best_s, 0.0))
        return out

    # ------------------------------------------------------------ meaning
    def _fractions(self, texts: list[str], refs: list[str]) -> np.ndarray:
        """How far each text's cosine to each reference clause rises from an unrelated sentence's towards 1."""
        if self.similarity is None or not texts or not refs:
            return np.zeros((0, 0))
        sims = self.similarity(texts, refs)
        base = self.similarity(list(_DISTRACTORS), refs).mean(axis=0)
        return (sims - base) / np.maximum(1e-6, 1 - base)

    def _anchor(self, question: str, ref: list[Clause]) -> float:
        """What merely restating the question reaches: the level of an on-topic answer (at least 0.2)."""
        frac = self._fractions([question], [r.text for r in ref]) if question.strip() else np.zeros((0, 0))
        return max(0.2, float(frac.mean())) if frac.size else 0.3

    def _semantic(self, ref: list[Clause], keys: list[FactStatus], answers: list[str], anchor: float) -> float:
        """Per reference clause the best-agreeing answer sentence, weighted by the clause's facts.

        With an embedder, agreement is the sentence similarity relative to the question's own: an
        answer about something else stays well below it; one about the rule reaches it. Without
        one (or when the wording is close anyway), shared wording counts.
        """
        sents = [s for a in answers for s in re.split(r"(?<=[。；;！？!?\n])", halfwidth(a)) if s.strip()]
        if not sents or not ref:
            return 0.0
        lex = np.array([[_dice(clause(s).grams, r.grams) for r in ref] for s in sents])
        agree = np.minimum(1.0, 1.6 * lex)
        frac = self._fractions(sents, [r.text for r in ref])
        if frac.size:
            agree = np.maximum(agree, np.clip((frac / anchor - 0.55) / 0.45, 0.0, 1.0))
        weights = np.array([1 + sum(k.weight for k in keys if k.clause == i) for i in range(len(ref))])
        wrong = np.array(
            [sum(k.weight for k in keys if k.clause == i and k.status == "wrong") for i in range(len(ref))]
        )
        agree = agree.max(axis=0) * (1 - wrong / weights)  # a clause whose value the answer gets wrong does not agree
        return float((agree * weights).sum() / weights.sum())


def _conditions(g: set[str]) -> set[tuple[str, str, str]]:
    """The thresholds in a clause's grams as (class, value, bound)."""
    out = set()
    for x in g:
        if x.startswith("<") and x.endswith(">") and ":" in x and x.count("<") == 1:
            cls, rest = x[1:-1].split(":", 1)
            value, _, bound = rest.partition("^")
            out.add((cls, value, bound))
    return out


def _fits(t: tuple[str, str, str], ts: set[tuple[str, str, str]]) -> bool:
    """A threshold agrees with one of `ts`: same kind and value, bounds not told apart or equal."""
    return any(c == t[0] and v == t[1] and (not b or not t[2] or b == t[2]) for c, v, b in ts)


def _other_threshold(a: set[str], b: set[str], others: list[set[str]]) -> bool:
    """The answer names a threshold that another clause has and this one does not (another tier).

    A threshold no clause has is a wrong value, to be found against the clause the wording fits.
    """
    ca, cb = _conditions(a), _conditions(b)
    co = [_conditions(o) for o in others]
    return any(any(x[0] == t[0] for x in cb) and not _fits(t, cb) and any(_fits(t, o) for o in co) for t in ca)


def _containment(a: set[str], b: set[str], df: dict[str, int], n: int) -> float:
    """Share of an answer clause's wording found in a reference clause.

    Wording that sets one clause apart counts most (工作日 against 休息日 against 法定节假日, all 加班):
    each gram is weighted by how few reference clauses hold it; a threshold counts four times.
    """
    if not a:
        return 0.0

    def w(g: str) -> float:
        tier = 4.0 if g.startswith("<") and g.endswith(">") and ":" in g and g.count("<") == 1 else 1.0
        return tier * math.log(1 + n / max(1, df.get(g, 1)))

    return sum(w(g) for g in a & b) / sum(w(g) for g in a)


def _with_names(clauses: list[Clause], keys: list[FactStatus]) -> list[Clause]:
    """A reference person named without a title ("孙丽审核") is that role in the answer."""
    named = [k.fact for k in keys if k.fact.kind == "role" and k.fact.value[1]]
    for c in clauses:
        t = halfwidth(c.text)
        for f in named:
            i = t.find(f.value[1])
            if i >= 0 and not any(g.kind == "role" and g.start <= i < g.end for g in c.facts):
                c.facts.append(Fact("role", "role", f.value, "", i, i + len(f.value[1]), f.value[1], names=f.names))
                c.relational = c.relational or len(_without(c.text, c.facts)) >= 2  # "孙丽审核" states who does what
        c.facts.sort(key=lambda g: g.start)
    return clauses


def _dice(a: set[str], b: set[str]) -> float:
    return 2 * len(a & b) / (len(a) + len(b)) if a and b else 0.0


def _merge(per_answer: list[list[str]]) -> list[str]:
    """The first answer's statuses, corrected by the follow-up answers (their statements win)."""
    merged = list(per_answer[0])
    for statuses in per_answer[1:]:
        for i, s in enumerate(statuses):
            if s == "right" or (s == "wrong" and merged[i] != "right") or (s == "unbound" and merged[i] == "missing"):
                merged[i] = s
    return merged


class EmbeddingSimilarity:
    """Cosine matrices from an embedder's passage vectors; each text is embedded once per grader."""

    def __init__(self, embed: Callable[[list[str]], np.ndarray], max_cached: int = 20000) -> None:
        self.embed = embed
        self.max_cached = max_cached
        self._cache: dict[str, np.ndarray] = {}

    def __call__(self, a: Sequence[str], b: Sequence[str]) -> np.ndarray:
        todo = [t for t in dict.fromkeys([*a, *b]) if t not in self._cache]
        if todo:
            if len(self._cache) + len(todo) > self.max_cached:
                self._cache.clear()
            for t, v in zip(todo, self.embed(todo), strict=True):
                self._cache[t] = np.asarray(v, dtype=np.float32)
        va = np.array([self._cache[t] for t in a])
        vb = np.array([self._cache[t] for t in b])
        return va @ vb.T
