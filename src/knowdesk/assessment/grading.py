"""Grading one answer against a reference: facts stated right, facts stated wrong, meaning agreed.

Each answer clause is aligned with the reference clause it talks about (`clauses.py`): wording in
common weighted by how few reference clauses hold it, thresholds four times, a threshold of
another tier against it, polarity, and the embedder's sentence similarity. A key fact (a value the
question does not give) is right when an aligned clause states it, wrong when an aligned clause
sharing the rule's wording states another value of its kind, denies the rule, or states it under
another tier's condition; unbound (little credit) when listed without a statement or its tier's
condition; missing otherwise. A value or an actor stated under another step or condition that has its own
of that kind is wrong there, and an answer that moves the rule's own values between its conditions or steps
is capped like a keyword list ("swapped"). The things a rule lists (迟到、早退、旷工) are facts too, checked
where the answer puts them. A keyword list cannot pass; a wrong value costs more than a missing one.

    score = 10 × (0.75 × fact credit + 0.25 × semantic agreement),  0 for no answer

`finish` is the one score formula for the local and the llm examiner.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from knowdesk.assessment.clauses import (
    Clause,
    answer_clauses,
    clause,
    fits,
    has_refusal,
    is_english_sentence,
    is_refusal,
    other_threshold,
    reference_clauses,
    thresholds,
    without,
)
from knowdesk.assessment.facts import Fact, enumerations, facts, halfwidth, is_condition, mentions, same_value

FACT_WEIGHT = 0.75
WRONG_PENALTY = 1.0  # a wrong value cancels a right one: stating a wrong number is worse than omitting it
UNBOUND_CREDIT = 0.25  # a right value without a statement around it (a keyword list)
STUFFING_CAP = 3.0
WRONG_CAP = 5.0  # an answer that states a value wrongly is not a good answer, whatever else it gets right
ITEM_LIST_WEIGHT = 0.5  # the things a rule lists (迟到、早退、旷工) together weigh half a value
SWAP_CAP = 3.0  # the rule's own values moved to each other's conditions or steps: numbers known, the rule not
SEMANTIC_LEAD = 0.5  # how far semantic agreement may run ahead of the fact credit
ALIGN_MIN = 0.3
WRONG_EVIDENCE = 0.2  # share of its wording (not its values) a clause shares with the rule before a value is wrong

_DISTRACTORS = (
    "会议室需要提前在前台预约，使用后请保持整洁。", "公司食堂的午餐供应时间为十一点半到一点。", "办公区域禁止吸烟，吸烟请到指定区域。",
    "快递统一在前台登记后自行领取。", "停车位按先到先得的原则分配。", "节日礼品由行政部统一采购发放。",
    "新产品发布会定于下周在上海举行。", "请大家节约用水用电，离开时关灯。", "打印机卡纸时请联系服务台处理。",
    "The cafeteria serves lunch from noon.", "Meeting rooms must be booked in advance.", "今天天气晴，最高气温二十五度。",
)  # fmt: skip
_EN_DISTRACTORS = (
    "The cafeteria serves lunch from noon.", "Meeting rooms must be booked in advance.",
    "Parcels are collected at the front desk.", "Please switch off the lights when you leave.",
    "The product launch will take place in Shanghai next week.", "Smoking is only allowed in the designated area.",
    "Call the service desk when the printer jams.", "Parking spaces are first come, first served.",
    "Holiday gifts are bought by the admin team.", "It will be sunny today with a high of 25 degrees.",
)  # fmt: skip

Similarity = Callable[[Sequence[str], Sequence[str]], np.ndarray]
_CJK = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Anchor:
    """The on-topic level for an answer in the reference's script (`same`) and in another language (`other`)."""

    same: float
    other: float
    chinese: bool = True  # the reference's script

    def of(self, text: str) -> float:
        return self.same if bool(_CJK.search(text)) == self.chinese or not self.chinese else self.other


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
            if (f.kind != "quantity" or is_condition(c.text, f)) and any(
                same_value(f, s) for s in seen.get(c.block, [])
            ):
                continue  # the same approver (or a table row's tier) named twice in one step is one fact
            if f.detail and is_condition(c.text, f):
                continue  # "（含半天）" refines a condition; nobody is expected to recite it
            seen.setdefault(c.block, []).append(f)
            weight = 0.3 if f.kind == "form" else 0.5 if f.detail else 1.0
            out.append(FactStatus(f, i, aspect_of(f, c.text), weight=weight))
        for listed in enumerations(c.text):  # which cases the rule names: a list weighs half a value
            asked = [f for f in listed if mentions(question or "", f) >= 0]
            out.extend(
                FactStatus(f, i, "scope", weight=ITEM_LIST_WEIGHT / len(listed)) for f in listed if f not in asked
            )
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
            "date": "date", "boundary": "period"}.get(f.cls, "quantity")  # fmt: skip


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
    wrong_outcome = any(k.status == "wrong" and k.aspect != "condition" for k in keys)
    if wrong_outcome or sum(k.status == "wrong" for k in keys) >= 2:  # one threshold off may be a misread tier
        score = min(score, WRONG_CAP)
    if "keyword_list" in flags:
        score = min(score, STUFFING_CAP)
    if "swapped" in flags:
        score = min(score, SWAP_CAP)
    if right == 0 and wrong == 0 and semantic < 0.5:  # a wrong value of the rule is on the topic, only wrong
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
        if any(_CJK.search(r.text) for r in ref_clauses) and not any(_CJK.search(a) for a in given):
            keys = [k for k in keys if k.fact.kind != "item"]  # listed things are named in the rule's own words
        if not given or all(is_refusal(a) for a in given):
            return Grading(0.0, keys, 0.0, ["refusal"])
        anchor = self._anchor(question, ref_clauses)
        per_answer = [self._facts_of(ref_clauses, keys, a, anchor) for a in given]
        statuses = _merge([p[0] for p in per_answer])
        stuffing = all(p[1] for p in per_answer)
        contradiction = any(p[2] for p in per_answer)
        for k, s in zip(keys, statuses, strict=True):
            k.status = s
        swapped = any(_swapped(keys, p[3]) for p in per_answer)
        sem = self._semantic(ref_clauses, keys, given, anchor)
        flags = ["keyword_list"] * stuffing + ["contradiction"] * contradiction + ["swapped"] * swapped
        return finish(keys, sem, flags, " ".join(given))

    # ------------------------------------------------------------ facts
    def _facts_of(
        self, ref: list[Clause], keys: list[FactStatus], answer: str, anchor: Anchor
    ) -> tuple[list[str], bool, bool, dict[int, Fact]]:
        """Per key fact its status in one answer; whether the answer is a keyword list; whether it denies a rule;
        the value stated in place of each wrong fact."""
        clauses = _with_items(_with_names(answer_clauses(answer), keys), keys)
        statuses = ["missing"] * len(keys)
        stated_instead: dict[int, Fact] = {}
        if not clauses:
            return statuses, False, False, stated_instead
        spaced = (
            len(answer.split()) >= 3
            and not re.search(r"[，。；、,;!?！？：]", answer)
            and not is_english_sentence(answer)
        )  # words set apart by spaces
        stuffing = len(clauses) >= 3 and (spaced or sum(c.relational for c in clauses) / len(clauses) < 0.34)
        aligned = self._align(clauses, ref, anchor)
        used: set[tuple[int, int]] = set()
        contradiction = False

        def facts_in(ais: list[int]) -> list[tuple[int, int, Fact]]:
            return [(ai, fi, g) for ai in ais for fi, g in enumerate(clauses[ai].facts) if (ai, fi) not in used]

        tiers = {ri: thresholds(r.grams) for ri, r in enumerate(ref)}
        tiered = {t[0] for ts in tiers.values() for t in ts}
        tiered = {cls for cls in tiered if sum(any(t[0] == cls for t in ts) for ts in tiers.values()) >= 2}

        def unbound_outcome(i: int, ai: int) -> bool:
            """In a rule of several tiers, a value given without its tier's condition is not a statement of it."""
            ri = keys[i].clause
            own = {t for t in tiers[ri] if t[0] in tiered}
            if not own or is_condition(ref[ri].text, keys[i].fact):
                return False
            named = thresholds(clauses[ai].grams | clauses[ai].context) | _values_as_tiers(clauses[ai])
            return not any(fits(t, own) for t in named)

        def state(i: int, ai: int, fi: int) -> None:
            nonlocal contradiction
            c, r = clauses[ai], ref[keys[i].clause]
            used.add((ai, fi))
            if c.negated and not r.negated and keys[i].fact.kind != "item":  # "没有迟到" names 迟到 as 无迟到 does
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
            if statuses[i] != "missing" or k.fact.kind in ("form", "item"):
                continue
            siblings = [keys[j].fact for j in live if keys[j].clause == k.clause]
            step = [keys[j].fact for j in live if ref[keys[j].clause].block == ref[k.clause].block]
            for ai, fi, g in facts_in(about[k.clause]):
                if aligned[ai][2] < WRONG_EVIDENCE or g.cls != k.fact.cls or not clauses[ai].relational or stuffing:
                    continue  # saying a value is wrong takes more than a loose resemblance
                if not any(same_value(g, o) for o in (step if g.kind == "role" else siblings)):
                    used.add((ai, fi))
                    statuses[i] = "wrong"
                    stated_instead[i] = g
                    break
        # 3. a clause about this rule that denies it
        for ri, ais in about.items():
            for ai in ais:
                c = clauses[ai]
                if c.negated and not ref[ri].negated and c.relational and c.grams & ref[ri].grams:
                    for i in live:
                        if keys[i].clause == ri and statuses[i] == "missing" and keys[i].fact.kind != "item":
                            statuses[i], contradiction = "wrong", True
        # 4. a value or an approver only one fact has (or only facts of one table row), stated in a statement not
        #    taken as evidence elsewhere
        for i in live:
            if statuses[i] == "missing" and keys[i].fact.kind in ("quantity", "role", "item") and not stuffing:
                # "先过部门负责人" may be too short to align; a clause with a value of its own must align
                unique = [ai for ai, c in enumerate(clauses) if c.relational and (aligned[ai][0] >= 0
                          or (keys[i].fact.kind == "role" and not any(f.kind == "quantity" for f in c.facts)))]  # fmt: skip
                hit = next(((ai, fi) for ai, fi, g in facts_in(unique) if same_value(keys[i].fact, g)
                            and self._one_place(keys, ref, g, aligned[ai][0])), None)  # fmt: skip
                if hit:
                    other = aligned[hit[0]][0]
                    named = thresholds(clauses[hit[0]].grams | clauses[hit[0]].context) | _values_as_tiers(
                        clauses[hit[0]]
                    )
                    if (
                        other >= 0
                        and other != keys[i].clause
                        and tiers[other]
                        and any(fits(t, tiers[other]) for t in named)
                        and ref[other].block != ref[keys[i].clause].block  # a threshold carried over its own item
                    ):
                        used.add(hit)
                        statuses[i] = "wrong"  # "迟到3次以内每次扣50元": the 50元 of another tier
                    elif self._another_steps(keys, i, ref, clauses[hit[0]], aligned[hit[0]]):
                        used.add(hit)
                        statuses[i] = "wrong"
                        stated_instead[i] = keys[i].fact  # its own value, moved to another step
                    else:
                        state(i, *hit)
        # 5. a right value said on its own ("7天，…"): right when only one fact of the reference has it,
        #    little credit in a keyword list or when it could belong to several facts
        for i in live:
            if statuses[i] == "missing":
                bare = [ai for ai, c in enumerate(clauses) if stuffing or not c.relational
                        or (aligned[ai][0] < 0 and len(_bare_words(c)) <= 1)]  # fmt: skip
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
        return statuses, stuffing, contradiction, stated_instead

    @staticmethod
    def _one_place(keys: list[FactStatus], ref: list[Clause], g: Fact, about: int) -> bool:
        """Whether a stated value can only be one fact's: one fact has it, or only facts of the one row (block) the
        clause is about (a table row's 住宿费 and 押金 may both be 200元)."""
        having = [k for k in keys if same_value(k.fact, g)]
        if len(having) == 1:
            return True
        return about >= 0 and all(k.clause >= 0 and ref[k.clause].block == ref[about].block for k in having)

    @staticmethod
    def _another_steps(
        keys: list[FactStatus], i: int, ref: list[Clause], c: Clause, aligned: tuple[int, float, float]
    ) -> bool:
        """A value or an actor stated in a clause about another step or condition of the rule, one that has its own
        of that kind ("由部门经理在3个工作日内安排房间" when 行政课 arranges and 部门经理 confirms): bound to the wrong step.

        Only on wording that sets that step apart from the fact's own (安排房间, not the 产假 both share); tiers with
        thresholds are judged by their thresholds instead.
        """
        other, _, shared = aligned
        k, own = keys[i].fact, ref[keys[i].clause]
        if other < 0 or shared < WRONG_EVIDENCE or ref[other].block == own.block:
            return False
        if thresholds(own.grams) or thresholds(ref[other].grams):
            return False
        words = {g for g in c.grams & ref[other].grams if "<" not in g and "[" not in g}
        if not words - own.grams:
            return False
        block = ref[other].block
        theirs = [o.fact for o in keys if o.clause >= 0 and ref[o.clause].block == block and o.fact.cls == k.cls]
        return bool(theirs) and not any(same_value(o, g) for o in theirs for g in c.facts)

    def _order(self, keys: list[FactStatus], statuses: list[str], clauses: list[Clause], answer: str) -> None:
        """A procedure's order: right when the steps named come in the reference's order."""
        oi = next((i for i, k in enumerate(keys) if k.fact.kind == "order"), None)
        if oi is None:
            return
        ref_roles = []  # each actor once, where the reference first names it
        for k in keys:
            if k.fact.kind == "role" and not any(same_value(k.fact, r.fact) for r in ref_roles):
                ref_roles.append(k)
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

    def _align(self, clauses: list[Clause], ref: list[Clause], anchor: Anchor) -> list[tuple[int, float, float]]:
        """Each answer clause's reference clause (or -1), how well it matches and how much wording they share."""
        if not ref:
            return [(-1, 0.0, 0.0)] * len(clauses)
        emb = self._fractions([c.text for c in clauses], [r.text for r in ref])
        df: dict[str, int] = {}
        for r in ref:
            for g in r.grams:
                df[g] = df.get(g, 0) + 1
        out = []
        ref_cjk = any(_CJK.search(r.text) for r in ref)
        cross_script = [ref_cjk and not _CJK.search(c.text) for c in clauses]
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
                related = min(1.5, max(0.0, float(emb[ai, ri])) / anchor.of(c.text)) / 1.5 if emb.size else 0.0
                # with wording in common, polarity counts too ("不给调休" is about the rule that says 不安排调休)
                s = 0.6 * lex + 0.4 * related + 0.1 * (c.negated == r.negated) if lex > 0 else 0.25 * related
                if cross_script[ai] and emb.size:
                    # an answer in another language shares no wording: the meaning alone says which rule it is about
                    s = max(s, 0.85 * related)
                    ctx = related
                if other_threshold(c.grams, r.grams, [o.grams for o in ref if o is not r]):
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
        # an unrelated sentence in the text's own language is the baseline (another language sits lower anyway)
        base_zh = self.similarity(list(_DISTRACTORS), refs).mean(axis=0)
        base_en = self.similarity(list(_EN_DISTRACTORS), refs).mean(axis=0)
        chinese = any(_CJK.search(r) for r in refs)  # an English reference keeps the one (mixed) baseline
        base = np.array([base_zh if _CJK.search(t) or not chinese else base_en for t in texts])
        return (sims - base) / np.maximum(1e-6, 1 - base)

    def _anchor(self, question: str, ref: list[Clause]) -> Anchor:
        """What merely restating the question reaches: the level of an on-topic answer (at least 0.2).

        An answer in another language is measured against the question's rise over Chinese-only unrelated
        sentences: cosines across languages sit lower, and so does that baseline.
        """
        if not question.strip() or self.similarity is None or not ref:
            return Anchor(0.3, 0.3)
        refs = [r.text for r in ref]
        frac = self._fractions([question], refs)
        sims = self.similarity([question], refs)
        base = self.similarity([d for d in _DISTRACTORS if _CJK.search(d)], refs).mean(axis=0)
        other = (sims - base) / np.maximum(1e-6, 1 - base)
        chinese = any(_CJK.search(r) for r in refs)
        return Anchor(max(0.2, float(frac.mean())), max(0.2, float(other.mean())), chinese)

    def _semantic(self, ref: list[Clause], keys: list[FactStatus], answers: list[str], anchor: Anchor) -> float:
        """Per reference clause the best-agreeing answer sentence, weighted by the clause's facts.

        With an embedder, agreement is the sentence similarity relative to the question's own: an
        answer about something else stays well below it; one about the rule reaches it. Without
        one (or when the wording is close anyway), shared wording counts.
        """
        sents = [s for a in answers for s in re.split(r"(?<=[。；;！？!?\n])|(?<=\.)\s+", halfwidth(a)) if s.strip()]
        if not sents or not ref:
            return 0.0
        lex = np.array([[_dice(clause(s).grams, r.grams) for r in ref] for s in sents])
        agree = np.minimum(1.0, 1.6 * lex)
        frac = self._fractions(sents, [r.text for r in ref])
        if frac.size:
            level = np.array([[anchor.of(t)] for t in sents])
            agree = np.maximum(agree, np.clip((frac / level - 0.55) / 0.45, 0.0, 1.0))
        weights = np.array([1 + sum(k.weight for k in keys if k.clause == i) for i in range(len(ref))])
        wrong = np.array(
            [sum(k.weight for k in keys if k.clause == i and k.status == "wrong") for i in range(len(ref))]
        )
        agree = agree.max(axis=0) * (1 - wrong / weights)  # a clause whose value the answer gets wrong does not agree
        return float((agree * weights).sum() / weights.sum())


_QUALIFIERS = re.compile(
    r"最多不超过|不得超过|不超过|最多|最长|至多|至少|最少|不少于|以内|之内|以上|一共|总共|也就是|就是|大概|大约|共"
)


def _bare_words(c: Clause) -> str:
    """What a clause says besides its values and their bounds ("最多两年" says nothing else: a value on its own)."""
    return _QUALIFIERS.sub("", without(c.text, c.facts))


def _values_as_tiers(c: Clause) -> set[tuple[str, str, str]]:
    """An answer's values as thresholds: "工作日加班2小时以内由班组长审批" names its tier without the reference's 的."""
    return {(f.cls, f"{f.value[0]:g}-{f.value[1]:g}", f.bound) for f in c.facts if f.kind == "quantity"}


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
                c.relational = c.relational or len(without(c.text, c.facts)) >= 2  # "孙丽审核" states who does what
        c.facts.sort(key=lambda g: g.start)
    return clauses


def _with_items(clauses: list[Clause], keys: list[FactStatus]) -> list[Clause]:
    """The things a rule lists, named in an answer clause in any form ("没迟到早退旷工", "婚丧假")."""
    listed = [k.fact for k in keys if k.fact.kind == "item"]
    for c in clauses:
        for f in listed:
            i = mentions(c.text, f)
            if i >= 0 and not any(g.kind == "item" and same_value(g, f) for g in c.facts):
                c.facts.append(Fact("item", "item", f.value, "", i, i + len(f.value[0]), f.value[0], names=f.names))
                c.relational = c.relational or len(without(c.text, c.facts)) >= 2
        c.facts.sort(key=lambda g: g.start)
    return clauses


def _dice(a: set[str], b: set[str]) -> float:
    return 2 * len(a & b) / (len(a) + len(b)) if a and b else 0.0


def _swapped(keys: list[FactStatus], stated_instead: dict[int, Fact]) -> bool:
    """A wrong value that is another fact's value of the rule (which the answer does not state where it belongs),
    or a fact stated under another step: the answer moved the rule's values between its conditions or steps."""
    if any(g is keys[i].fact for i, g in stated_instead.items()):
        return True
    return any(
        any(j != i and keys[j].status != "right" and same_value(keys[j].fact, g)
            and not same_value(keys[j].fact, keys[i].fact) for j in range(len(keys)))
        for i, g in stated_instead.items()
    )  # fmt: skip


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
